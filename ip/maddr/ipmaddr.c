// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ip/maddr/ipmaddr.c - "ip maddress": multicast addresses (show, add, del),
 * as iproute2 6.1.  The groups come from the per-namespace proc files; the
 * link-layer ones are added and removed with SIOCADDMULTI/SIOCDELMULTI.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <arpa/inet.h>
#include <linux/if_ether.h>
#include <linux/sockios.h>

#include "args.h"
#include "verb.h"
#include "ip.h"
#include "ipctx.h"
#include "opt.h"
#include "print.h"

#define MA_MAXADDR 128

struct ma_ent {
	int index;
	unsigned int users;
	int family;		/* AF_PACKET, AF_INET, AF_INET6 */
	bool is_static;
	size_t len;
	char name[IFNAMSIZ + 1];
	uint8_t addr[MA_MAXADDR];
};

struct ma_list {
	struct ma_ent *v;
	size_t n, cap;
	const char *dev;	/* filter by name, or NULL */
};

static int ma_usage(void)
{
	fputs("Usage: ip maddr [ add | del ] MULTIADDR dev STRING\n"
	      "       ip maddr show [ dev STRING ]\n", stderr);
	return IP_EARG;
}

/* Hex digits two at a time; a lone digit at the end spoils the whole. */
static int ma_hex(const char *s, uint8_t *out, size_t max)
{
	size_t n = 0;

	for (; *s && n < max; s += 2) {
		char pair[3] = { s[0], s[1], 0 };
		char *end;
		unsigned long v;

		if (!s[1])
			return -1;
		v = strtoul(pair, &end, 16);
		if (end == pair)
			return -1;
		out[n++] = (uint8_t)v;
	}
	return (int)n;
}

/* Keep entries ordered by index, in the order read within one index. */
static int ma_add(struct ma_list *l, const struct ma_ent *e)
{
	size_t i;

	if (l->dev && strcmp(l->dev, e->name))
		return 0;
	if (l->n == l->cap) {
		size_t nc = l->cap ? l->cap * 2 : 32;
		struct ma_ent *nv = realloc(l->v, nc * sizeof(*nv));

		if (!nv)
			return -1;
		l->v = nv;
		l->cap = nc;
	}
	for (i = l->n; i > 0 && l->v[i - 1].index > e->index; i--)
		;
	memmove(&l->v[i + 1], &l->v[i], (l->n - i) * sizeof(*e));
	l->v[i] = *e;
	l->n++;
	return 0;
}

static void ma_dev_mcast(struct ma_list *l, const char *path)
{
	char buf[512];
	FILE *fp = fopen(path, "r");

	if (!fp)
		return;
	while (fgets(buf, sizeof(buf), fp)) {
		struct ma_ent e = { .family = AF_PACKET };
		char hexa[256] = "";
		int st = 0, users = 0, len;

		if (sscanf(buf, "%d%16s%d%d%255s", &e.index, e.name, &users, &st, hexa) < 1)
			continue;
		e.users = (unsigned int)users;
		e.is_static = st != 0;
		len = ma_hex(hexa, e.addr, sizeof(e.addr));
		if (len < 0)
			continue;
		e.len = (size_t)len;
		if (ma_add(l, &e))
			break;
	}
	fclose(fp);
}

static void ma_igmp(struct ma_list *l, const char *path)
{
	struct ma_ent e = { .family = AF_INET, .len = 4 };
	char buf[512];
	FILE *fp = fopen(path, "r");

	if (!fp)
		return;
	if (!fgets(buf, sizeof(buf), fp)) {
		fclose(fp);
		return;
	}
	while (fgets(buf, sizeof(buf), fp)) {
		unsigned int grp = 0;
		int users = 0;
		size_t n;

		if (buf[0] != '\t') {
			if (sscanf(buf, "%d%16s", &e.index, e.name) == 2) {
				n = strlen(e.name);
				if (n && e.name[n - 1] == ':')
					e.name[n - 1] = 0;
			}
			continue;
		}
		if (l->dev && strcmp(l->dev, e.name))
			continue;
		if (sscanf(buf, "%08x%d", &grp, &users) >= 1)
			memcpy(e.addr, &grp, sizeof(grp));
		e.users = (unsigned int)users;
		if (ma_add(l, &e))
			break;
	}
	fclose(fp);
}

static void ma_igmp6(struct ma_list *l, const char *path)
{
	char buf[512];
	FILE *fp = fopen(path, "r");

	if (!fp)
		return;
	while (fgets(buf, sizeof(buf), fp)) {
		struct ma_ent e = { .family = AF_INET6 };
		char hexa[256] = "";
		int users = 0, len;

		if (sscanf(buf, "%d%16s%255s%d", &e.index, e.name, hexa, &users) < 1)
			continue;
		e.users = (unsigned int)users;
		len = ma_hex(hexa, e.addr, sizeof(e.addr));
		if (len < 0)
			continue;
		e.len = (size_t)len;
		if (ma_add(l, &e))
			break;
	}
	fclose(fp);
}

static void ma_print_one(struct out *o, const struct ma_ent *e)
{
	char b[INET6_ADDRSTRLEN + 400];

	out_text(o, "\t");
	out_open_obj(o, OUT_JSON, NULL);
	if (e->family == AF_PACKET) {
		out_text(o, "link  ");
		out_str(o, OUT_ANY, CLR_MAC, "link", "%s",
			fmt_lladdr(b, sizeof(b), e->addr, e->len, 0));
	} else {
		out_str(o, OUT_ANY, CLR_NONE, "family", "%-5s ",
			e->family == AF_INET ? "inet" : "inet6");
		if (!inet_ntop(e->family, e->addr, b, sizeof(b)))
			strcpy(b, "???");
		out_str(o, OUT_ANY, e->family == AF_INET ? CLR_INET : CLR_INET6,
			"address", "%s", b);
	}
	if (e->users != 1)
		out_uint(o, OUT_ANY, "users", " users %u", e->users);
	if (e->is_static)
		out_str(o, OUT_ANY, CLR_NONE, "features", " %s", "static");
	out_text(o, "\n");
	out_close_obj(o, OUT_JSON);
}

static void ma_print(struct ipctx *ctx, const struct ma_list *l)
{
	struct out *o = ctx->out;
	int cur = 0;
	size_t i;

	out_begin(o);
	for (i = 0; i < l->n; i++) {
		const struct ma_ent *e = &l->v[i];

		if (e->index != cur || ctx->o.oneline) {
			if (cur) {
				out_close_arr(o, OUT_JSON, NULL);
				out_close_obj(o, OUT_JSON);
			}
			out_open_obj(o, OUT_JSON, NULL);
			out_uint(o, OUT_ANY, "ifindex", "%u:", (unsigned int)e->index);
			out_str(o, OUT_ANY, CLR_IFNAME, "ifname", "\t%s", e->name);
			out_nl(o);
			cur = e->index;
			out_open_arr(o, OUT_JSON, "maddr", NULL);
		}
		ma_print_one(o, e);
	}
	if (cur) {
		out_close_arr(o, OUT_JSON, NULL);
		out_close_obj(o, OUT_JSON);
	}
	out_end(o);
}

/* show's device, after "dev" or alone: given once */
static int show_dev(struct ma_list *l, const char *w)
{
	if (l->dev)
		return err_duparg2("dev", w);
	l->dev = w;
	return 0;
}

static int sdev_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	int r = show_dev(st->obj, argv[1]);

	(void)o;
	(void)argc;
	return r ? -r : 1;
}

static const struct opt_handler ma_sdev = { .parse = sdev_parse, .nargs = 1 };

static const struct opt show_opts[] = {
	{ "dev", 0, OPT_EXACT | OPT_OBJ, &ma_sdev },
	{ 0 }
};

/* Any other word: help, or the device */
static int show_other(struct opt_parse *st, int argc, char **argv)
{
	int r;

	(void)argc;
	if (matches(argv[0], "help"))
		return -ma_usage();
	r = show_dev(st->obj, argv[0]);
	return r ? -r : 0;
}

static const struct opt_set show_set = {
	.name = "maddr",
	.opts = show_opts,
	.other = show_other,
	.loop = OPT_LOOP_NO_HELP,
};

static int ma_show(struct ipctx *ctx, const struct verb *v, int argc,
		   char **argv)
{
	struct ma_list l = { 0 };
	int fam = ctx->o.family;
	struct opt_parse p;
	int st;

	(void)v;
	st = opt_run(&p, ctx, &show_set, NULL, &l, argc, argv);
	if (st)
		return st;
	if (fam == AF_UNSPEC || fam == AF_PACKET)
		ma_dev_mcast(&l, "/proc/net/dev_mcast");
	if (fam == AF_UNSPEC || fam == AF_INET)
		ma_igmp(&l, "/proc/net/igmp");
	if (fam == AF_UNSPEC || fam == AF_INET6)
		ma_igmp6(&l, "/proc/net/igmp6");
	ma_print(ctx, &l);
	fflush(stdout);
	free(l.v);
	return 0;
}

/* add/delete's dev: a valid name, once */
static int mdev_parse(struct opt_parse *st, const struct opt *o, int argc,
		      char **argv)
{
	struct ifreq *ifr = st->obj;

	(void)o;
	(void)argc;
	if (ifr->ifr_name[0])
		return -err_duparg("dev", argv[1]);
	if (check_ifname(argv[1]))
		return -err_invarg("\"dev\" not a valid ifname", argv[1]);
	strncpy(ifr->ifr_name, argv[1], IFNAMSIZ - 1);
	return 1;
}

static const struct opt_handler ma_mdev = { .parse = mdev_parse, .nargs = 1 };

static const struct opt modify_opts[] = {
	{ "dev", 0, OPT_EXACT | OPT_OBJ, &ma_mdev },
	{ 0 }
};

/* Any other word: help, or the link-layer address ("address" before it
 * optional), once */
static int addr_other(struct opt_parse *st, int argc, char **argv)
{
	struct ifreq *ifr = st->obj;
	uint8_t a[sizeof(ifr->ifr_hwaddr.sa_data) + 1] = { 0 };
	int used = matches(argv[0], "address");
	int len;

	if (used && argc < 2)
		return -err_incomplete();
	if (matches(argv[used], "help"))
		return -ma_usage();
	/* as iproute2: only a first byte not zero counts as given */
	if (ifr->ifr_hwaddr.sa_data[0])
		return -err_duparg("address", argv[used]);
	len = parse_lladdr(a, sizeof(ifr->ifr_hwaddr.sa_data), argv[used]);
	if (len < 0)
		return -(IP_FATAL | 1);
	if (len != ETH_ALEN) {
		fprintf(stderr, "Error: Invalid address length %d - must be %d bytes\n",
			len, ETH_ALEN);
		return -(IP_FATAL | 1);
	}
	memcpy(ifr->ifr_hwaddr.sa_data, a, sizeof(ifr->ifr_hwaddr.sa_data));
	return used;
}

static const struct opt_set modify_set = {
	.name = "maddr",
	.opts = modify_opts,
	.other = addr_other,
	.loop = OPT_LOOP_NO_HELP,
};

static int ma_modify(struct ipctx *ctx, const struct verb *v, int argc,
		     char **argv)
{
	unsigned long req = (unsigned long)v->mode;
	struct opt_parse p;
	struct ifreq ifr;
	int fam, fd, st;

	memset(&ifr, 0, sizeof(ifr));
	st = opt_run(&p, ctx, &modify_set, NULL, &ifr, argc, argv);
	if (st)
		return st;
	if (!ifr.ifr_name[0]) {
		fprintf(stderr, "Not enough information: \"dev\" is required.\n");
		return IP_EARG;
	}
	fam = ctx->o.family;
	if (fam != AF_INET6 && fam != AF_PACKET)
		fam = AF_INET;
	fd = socket(fam, SOCK_DGRAM, 0);
	if (fd < 0) {
		perror("Cannot create socket");
		return IP_FATAL | 1;
	}
	if (ioctl(fd, req, &ifr)) {
		perror("ioctl");
		close(fd);
		return IP_FATAL | 1;
	}
	close(fd);
	return IP_FATAL;
}

/* (an add or delete's mode: the ioctl) */
static const struct verb ma_verbs[] = {
	{ "add", ma_modify, .mode = SIOCADDMULTI },
	{ "delete", ma_modify, .mode = SIOCDELMULTI },
	{ "list", ma_show },
	{ "show", ma_show },
	{ "lst", ma_show },
	{ "help", .usage = ma_usage },
	{ 0 }
};

const struct verb_set ipmaddr_verbs = {
	.obj = "maddr",
	.none = &(const struct verb){ "list", ma_show },
	.verbs = ma_verbs,
};
