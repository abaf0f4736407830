// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * addr_fuzz.c - libFuzzer target for what "ip address" and "ip neigh"
 * read from outside: arbitrary bytes as a stream of netlink messages
 * (the format of "ip address save" and "ip monitor file", read by
 * lib/nl/nlfile.c), each printed by the address, neighbour and link
 * printers in every output mode; and the same bytes as words for the
 * one address parser and printer (lib/addr.c) and the name tables.  There is
 * no socket: a name look-up finds nothing.  Build and run: make fuzz.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "array.h"
#include "addr/ipaddr.h"
#include "ipctx.h"
#include "neigh/ipneigh.h"
#include "linkcache.h"
#include "link/link_print.h"
#include "nlfile.h"
#include "print.h"
#include "rtnames.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void print_all(struct ipctx *ctx, const struct nlmsghdr *h)
{
	struct addr_printer ap;
	struct neigh_printer np;
	struct link_printer lp;
	struct addr_msg am;
	struct neigh_msg nm;
	struct link_msg lm;

	addr_printer_init(&ap, ctx, ctx->out);
	ap.with_dev = ctx->o.oneline;
	if (addr_msg_parse(&am, h)) {
		struct addr_filter f = { .label = "x*", .flagmask = 0x80 };

		addr_match(&ap, &f, &am);
		addr_print(&ap, &am);
	}
	addr_printer_free(&ap);

	neigh_printer_init(&np, ctx, ctx->out);
	if (neigh_select(&np, &nm, h, false))
		neigh_print(&np, &nm);
	neigh_printer_free(&np);

	lp_init(&lp, ctx);
	lp.link_cmd = false;
	lp.family = ctx->o.family;
	lp.nsids_filled = true;		/* no namespace look-ups */
	if (link_msg_head(&lm, h)) {
		link_msg_attrs(&lm);
		link_print(&lp, &lm);
	}
	lp_free(&lp);
}

static void messages(const uint8_t *data, size_t size)
{
	static const struct {
		bool json, oneline, brief;
		int stats, details, family;
	} modes[] = {
		{ false, false, false, 0, 0, 0 },
		{ true, false, false, 1, 1, 0 },
		{ false, true, false, 2, 0, AF_INET6 },
		{ false, false, true, 0, 0, AF_PACKET },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		struct out_opts oo = { .json = modes[i].json,
				       .oneline = modes[i].oneline };
		struct ipctx ctx = { 0 };
		FILE *sink = fopen("/dev/null", "w");
		struct nlfile *f = calloc(1, sizeof(*f));
		struct nlmsghdr *h;

		ctx.o.json = modes[i].json;
		ctx.o.oneline = modes[i].oneline;
		ctx.o.brief = modes[i].brief;
		ctx.o.stats = modes[i].stats;
		ctx.o.details = modes[i].details;
		ctx.o.family = modes[i].family;
		ctx.lc = lc_new(NULL);
		ctx.out = out_new(sink, &oo);
		if (f && sink && ctx.lc && ctx.out &&
		    (f->fp = fmemopen((void *)data, size, "r"))) {
			out_begin(ctx.out);
			while (nlfile_next(f, &h) == 1) {
				out_open_obj(ctx.out, OUT_JSON, NULL);
				print_all(&ctx, h);
				out_close_obj(ctx.out, OUT_JSON);
			}
			out_end(ctx.out);
			fclose(f->fp);
		}
		out_free(ctx.out);
		lc_free(ctx.lc);
		rtnames_free(&ctx.names);
		free(f);
		if (sink)
			fclose(sink);
	}
}

static void words(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1), *w, *save = NULL;
	struct rtnames scopes = { 0 };
	int families[] = { AF_UNSPEC, AF_INET, AF_INET6, AF_PACKET, AF_MPLS };

	if (!s)
		return;
	memcpy(s, data, size);
	s[size] = '\0';
	for (w = strtok_r(s, " \n", &save); w; w = strtok_r(NULL, " \n", &save)) {
		struct inet_prefix p;
		uint32_t id;
		size_t i;

		for (i = 0; i < ARRAY_SIZE(families); i++) {
			char buf[1024];
			unsigned int how;

			if (addr_get_prefix(&p, w, families[i]) == 0 &&
			    p.family == AF_INET)
				inet_ntop(AF_INET, p.data, buf, sizeof(buf));
			addr_get(&p, w, families[i]);
			/* every way of reading, printed back */
			for (how = 0; how < 4; how++)
				if (addr_parse(&p, w, families[i], how) == 0)
					addr_ntop(p.family, p.data, p.len, buf,
						  sizeof(buf));
		}
		rt_scope_a2n(&scopes, w, &id);
		rt_proto_a2n(&scopes, w, &id);
	}
	rtnames_free(&scopes);
	free(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *saved = stderr, *sink = fopen("/dev/null", "w");

	if (sink)
		stderr = sink;
	messages(data, size);
	words(data, size);
	if (sink) {
		stderr = saved;
		fclose(sink);
	}
	return 0;
}
