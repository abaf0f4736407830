// SPDX-License-Identifier: GPL-2.0-or-later
// iplink_xdp.c - XDP in "ip link": reading the {xdp|xdpgeneric|xdpdrv|
// xdpoffload} arguments (loading the program through lib/bpf/bpf.c), the
// IFLA_XDP request attribute, and printing IFLA_XDP as iproute2 6.1 does
// (the mode word, "prog/xdp id N name X tag T jited" lines, -d details
// from bpf(2) program info, JSON "xdp":{...}).

#include <net/if.h>
#include <stdio.h>
#include <string.h>
#include <linux/if_link.h>

#include "args.h"
#include "array.h"
#include "attr.h"
#include "bpf.h"
#include "ipctx.h"
#include "iplink_xdp.h"
#include "link_print.h"
#include "msg.h"
#include "netns.h"
#include "print.h"

bool xdp_keyword(const char *w)
{
	return is(w, "xdp") || is(w, "xdpgeneric") || is(w, "xdpdrv") ||
	       is(w, "xdpoffload");
}

int xdp_parse(struct ipctx *ctx, int *pargc, char ***pargv, const char *dev,
	      struct xdp_set *x)
{
	struct bpf_load_opts opt = {
		.section = "prog",	/* iproute2's default section */
		.prog_type = BPF_PROG_TYPE_XDP,
	};
	int argc = *pargc;
	char **argv = *pargv;
	const char *kw = *argv;
	bool pinned;
	int fd;

	x->fd = -1;
	x->flags = ctx->o.force ? 0 : XDP_FLAGS_UPDATE_IF_NOEXIST;
	if (is(kw, "xdpgeneric"))
		x->flags |= XDP_FLAGS_SKB_MODE;
	else if (is(kw, "xdpdrv"))
		x->flags |= XDP_FLAGS_DRV_MODE;
	else if (is(kw, "xdpoffload"))
		x->flags |= XDP_FLAGS_HW_MODE;
	NEXT_ARG();
	if (x->flags & XDP_FLAGS_HW_MODE) {
		opt.ifindex = dev ? if_nametoindex(dev) : 0;
		if (!opt.ifindex)
			return err_incomplete();
	}
	/* detaching: only as the line's last word */
	if (argc == 1 && (is(*argv, "none") || is(*argv, "off")))
		goto done;

	if (matches(*argv, "object-file") || is(*argv, "obj")) {
		pinned = false;
	} else if (matches(*argv, "object-pinned") || matches(*argv, "pinned") ||
		   matches(*argv, "fd")) {
		pinned = true;
	} else {
		fprintf(stderr, "What mode is \"%s\"?\n", *argv);
		return IP_EARG;
	}
	NEXT_ARG();
	opt.path = *argv;
	argc--;
	argv++;
	if (argc > 0 && matches(*argv, "section")) {
		NEXT_ARG();
		opt.section = *argv;
		argc--;
		argv++;
	}
	if (argc > 0 && is(*argv, "program")) {
		NEXT_ARG();
		opt.prog_name = *argv;
		argc--;
		argv++;
	}
	if (argc > 0 && matches(*argv, "verbose")) {
		opt.verbose = true;
		argc--;
		argv++;
	}
	PREV_ARG();

	/* objects and pins are found in -n's mount view, as iproute2 does */
	if (netns_view_settle(&ctx->netns_view))
		return IP_EARG;
	fflush(stdout);
	if (pinned)
		fd = bpf_pinned_prog(opt.path, opt.prog_type, stderr);
	else
		fd = bpf_load_object(&opt, stderr);
	if (fd < 0)
		return IP_EARG;
	x->fd = fd;
done:
	*pargc = argc;
	*pargv = argv;
	return 0;
}

void xdp_put(struct msg *m, const struct xdp_set *x)
{
	struct nlattr *nest = msg_nest(m, IFLA_XDP);

	msg_put_s32(m, IFLA_XDP_FD, x->fd);
	if (x->flags)
		msg_put_u32(m, IFLA_XDP_FLAGS, x->flags);
	msg_nest_end(m, nest);
	if (x->fd >= 0)
		msg_hold_fd(m, x->fd);
}

/* "prog": {"id": N, ...}: what bpf(2) tells of program id. */
static void prog_info(struct link_printer *p, uint32_t id)
{
	struct out *o = p->out;
	struct bpf_prog_info info;
	char tag[2 * sizeof(info.tag) + 1];
	size_t i;

	out_open_obj(o, OUT_ANY, "prog");
	out_uint(o, OUT_ANY, "id", "id %u ", id);
	if (!bpf_prog_info_by_id(id, &info)) {
		bool jited = info.jited_prog_len != 0;

		for (i = 0; i < sizeof(info.tag); i++)
			snprintf(tag + 2 * i, 3, "%02x", info.tag[i]);
		out_str(o, OUT_ANY, CLR_NONE, "name", "name %s ", info.name);
		out_str(o, OUT_ANY, CLR_NONE, "tag", "tag %s ", tag);
		out_uint(o, OUT_JSON, "jited", NULL, jited);
		if (jited)
			out_text(o, "jited ");
		if (p->ctx->o.details) {
			if (info.load_time) {
				out_uint(o, OUT_ANY, "load_time", "load_time %llu ",
					 info.load_time);
				out_uint(o, OUT_ANY, "created_by_uid",
					 "created_by_uid %lu ", info.created_by_uid);
			}
			if (info.btf_id)
				out_uint(o, OUT_ANY, "btf_id", "btf_id %lu ", info.btf_id);
		}
	}
	out_close_obj(o, OUT_ANY);
}

static bool xdp_attrs(const struct nlattr *xdp, const struct nlattr **tb,
		      uint8_t *mode)
{
	attr_parse_nested(tb, IFLA_XDP_MAX, xdp);
	if (!tb[IFLA_XDP_ATTACHED])
		return false;
	*mode = attr_u8(tb[IFLA_XDP_ATTACHED]);
	return *mode != XDP_ATTACHED_NONE;
}

static void json_one(struct link_printer *p, const struct nlattr *a, uint8_t mode)
{
	if (!a)
		return;
	out_open_obj(p->out, OUT_JSON, NULL);
	out_uint(p->out, OUT_JSON, "mode", NULL, mode);
	prog_info(p, attr_u32(a));
	out_close_obj(p->out, OUT_JSON);
}

void xdp_print_mode(struct link_printer *p, const struct nlattr *xdp)
{
	static const char *const words[] = {
		[XDP_ATTACHED_DRV] = "xdp",
		[XDP_ATTACHED_SKB] = "xdpgeneric",
		[XDP_ATTACHED_HW] = "xdpoffload",
		[XDP_ATTACHED_MULTI] = "xdpmulti",
	};
	const struct nlattr *tb[IFLA_XDP_MAX + 1];
	struct out *o = p->out;
	uint32_t id = 0;
	uint8_t mode;

	if (!xdp_attrs(xdp, tb, &mode))
		return;
	if (tb[IFLA_XDP_PROG_ID])
		id = attr_u32(tb[IFLA_XDP_PROG_ID]);
	if (!out_is_json(o)) {
		if (mode < ARRAY_SIZE(words) && words[mode])
			out_text(o, "%s", words[mode]);
		else
			out_text(o, "xdp[%u]", mode);
		/* outside "ip link" (the monitor) the id follows the word */
		if (id && !p->link_cmd)
			out_text(o, "/id:%u", id);
		out_text(o, " ");
		return;
	}
	out_open_obj(o, OUT_JSON, "xdp");
	out_uint(o, OUT_JSON, "mode", NULL, mode);
	if (id)
		prog_info(p, id);
	out_open_arr(o, OUT_JSON, "attached", NULL);
	if (tb[IFLA_XDP_SKB_PROG_ID] || tb[IFLA_XDP_DRV_PROG_ID] ||
	    tb[IFLA_XDP_HW_PROG_ID]) {
		json_one(p, tb[IFLA_XDP_SKB_PROG_ID], XDP_ATTACHED_SKB);
		json_one(p, tb[IFLA_XDP_DRV_PROG_ID], XDP_ATTACHED_DRV);
		json_one(p, tb[IFLA_XDP_HW_PROG_ID], XDP_ATTACHED_HW);
	} else if (tb[IFLA_XDP_PROG_ID]) {
		json_one(p, tb[IFLA_XDP_PROG_ID], mode);
	}
	out_close_arr(o, OUT_JSON, NULL);
	out_close_obj(o, OUT_JSON);
}

static void text_one(struct link_printer *p, const struct nlattr *a,
		     const char *suffix)
{
	uint32_t id;

	if (!a)
		return;
	id = attr_u32(a);
	if (!id)
		return;
	out_nl(p->out);
	out_text(p->out, "    prog/xdp%s ", suffix);
	prog_info(p, id);
}

void xdp_print_progs(struct link_printer *p, const struct nlattr *xdp)
{
	const struct nlattr *tb[IFLA_XDP_MAX + 1];
	uint8_t mode;

	if (out_is_json(p->out) || !xdp_attrs(xdp, tb, &mode))
		return;
	text_one(p, tb[IFLA_XDP_PROG_ID], "");
	if (mode == XDP_ATTACHED_MULTI) {
		text_one(p, tb[IFLA_XDP_SKB_PROG_ID], "generic");
		text_one(p, tb[IFLA_XDP_DRV_PROG_ID], "drv");
		text_one(p, tb[IFLA_XDP_HW_PROG_ID], "offload");
	}
}
