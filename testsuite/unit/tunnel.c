// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Unit tests for the tunnel kinds' JSON (ip/link/kind/link_tunnel.c and the kind
 * tables): iproute2 6.1 prints "monitor file" as text whatever -j says
 * and this kernel has none of these kinds, so the keys and value types
 * are checked here against what iproute2's print_opt functions print.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/if_tunnel.h>
#include <linux/rtnetlink.h>

#include "array.h"
#include "ipctx.h"
#include "link/kind/kind.h"
#include "linkcache.h"
#include "msg.h"
#include "print.h"
#include "tap.h"

static struct tap T;

/* An attribute list: type, length, bytes (a nest's content). */
struct a {
	uint16_t type, len;
	const void *data;
};
#define U8(t, v) { t, 1, (const uint8_t[]){ v } }
#define U16(t, v) { t, 2, (const uint16_t[]){ v } }
#define U32(t, v) { t, 4, (const uint32_t[]){ v } }
#define BYTES(t, ...) { t, sizeof((const uint8_t[]){ __VA_ARGS__ }), \
	(const uint8_t[]){ __VA_ARGS__ } }
#define FLAG(t) { t, 0, NULL }

/* Print kind's data nest built from attrs as JSON; compare. */
static void check(const char *kind, const struct a *attrs, size_t n,
		  const char *want)
{
	const struct link_kind *k = kind_find(kind);
	struct out_opts oo = { .json = true };
	struct ipctx ctx = { 0 };
	struct msgbuf b;
	struct nlattr *nest;
	char *buf = NULL;
	size_t len = 0, i;
	FILE *fp = open_memstream(&buf, &len);

	msgbuf_init(&b, RTM_NEWLINK, 0);
	nest = msg_nest(&b.m, IFLA_INFO_DATA);
	for (i = 0; i < n; i++)
		msg_put(&b.m, attrs[i].type, attrs[i].data, attrs[i].len);
	msg_nest_end(&b.m, nest);
	ctx.out = out_new(fp, &oo);
	ctx.lc = lc_new(NULL);
	out_open_obj(ctx.out, OUT_JSON, NULL);
	kind_print(&ctx, k, nest, NULL);
	out_close_obj(ctx.out, OUT_JSON);
	out_free(ctx.out);
	lc_free(ctx.lc);
	fclose(fp);
	tap_str(&T, buf, want, kind);
	free(buf);
}

#define CHECK(kind, want, ...) do {					\
		const struct a at[] = { __VA_ARGS__ };			\
		check(kind, at, ARRAY_SIZE(at), want);	\
	} while (0)

int main(void)
{
	CHECK("gre", "{\"remote\":\"1.2.3.4\",\"local\":\"5.6.7.8\",\"link\":\"if1\","
	      "\"ttl\":64,\"tos\":\"0x10\",\"pmtudisc\":true,\"ikey\":\"0.0.0.5\","
	      "\"okey\":\"1.2.3.4\",\"iseq\":true,\"fwmark\":\"0x33\"}",
	      U32(IFLA_GRE_LINK, 1), BYTES(IFLA_GRE_IFLAGS, 0x30, 0),
	      BYTES(IFLA_GRE_OFLAGS, 0x20, 0), BYTES(IFLA_GRE_IKEY, 0, 0, 0, 5),
	      BYTES(IFLA_GRE_OKEY, 1, 2, 3, 4), BYTES(IFLA_GRE_LOCAL, 5, 6, 7, 8),
	      BYTES(IFLA_GRE_REMOTE, 1, 2, 3, 4), U8(IFLA_GRE_TTL, 64),
	      U8(IFLA_GRE_TOS, 0x10), U8(IFLA_GRE_PMTUDISC, 1),
	      U32(IFLA_GRE_FWMARK, 0x33), U16(IFLA_GRE_ENCAP_TYPE, 0));
	CHECK("gretap", "{\"external\":true,\"remote\":\"any\",\"local\":\"any\","
	      "\"ttl\":0,\"tos\":\"0x1\",\"pmtudisc\":false,\"ignore_df\":true,"
	      "\"encap\":{\"type\":\"fou\",\"sport\":0,\"dport\":5555,\"csum\":true,"
	      "\"csum6\":false,\"remcsum\":true}}",
	      FLAG(IFLA_GRE_COLLECT_METADATA), U8(IFLA_GRE_TTL, 0),
	      U8(IFLA_GRE_TOS, 1), U8(IFLA_GRE_PMTUDISC, 0), U8(IFLA_GRE_IGNORE_DF, 1),
	      U16(IFLA_GRE_ENCAP_TYPE, 1), U16(IFLA_GRE_ENCAP_FLAGS, 5),
	      U16(IFLA_GRE_ENCAP_SPORT, 0), BYTES(IFLA_GRE_ENCAP_DPORT, 0x15, 0xb3));
	CHECK("erspan", "{\"remote\":\"any\",\"local\":\"unknown\",\"ttl\":0,"
	      "\"erspan_index\":7,\"erspan_ver\":1,\"erspan_dir\":\"egress\","
	      "\"erspan_hwid\":\"0x3f\",\"encap\":{\"type\":null,\"sport\":1,"
	      "\"dport\":0,\"csum\":false,\"csum6\":false,\"remcsum\":false}}",
	      BYTES(IFLA_GRE_LOCAL, 1, 2), U32(IFLA_GRE_ERSPAN_INDEX, 7),
	      U8(IFLA_GRE_ERSPAN_VER, 1), U8(IFLA_GRE_ERSPAN_DIR, 3),
	      U16(IFLA_GRE_ERSPAN_HWID, 0x3f), U16(IFLA_GRE_ENCAP_TYPE, 3),
	      U16(IFLA_GRE_ENCAP_FLAGS, 0), BYTES(IFLA_GRE_ENCAP_SPORT, 0, 1),
	      U16(IFLA_GRE_ENCAP_DPORT, 0));
	CHECK("ip6gre", "{\"remote\":\"2001:db8::2\",\"local\":\"any\",\"ttl\":64,"
	      "\"encap_limit\":4,\"tclass\":\"0x12\",\"flowlabel\":\"0x12345\","
	      "\"fwmark\":\"0x10\"}",
	      BYTES(IFLA_GRE_REMOTE, 0x20, 1, 0xd, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2),
	      U8(IFLA_GRE_TTL, 64), U8(IFLA_GRE_ENCAP_LIMIT, 4),
	      BYTES(IFLA_GRE_FLOWINFO, 0x01, 0x21, 0x23, 0x45),
	      U32(IFLA_GRE_FLAGS, 0), U32(IFLA_GRE_FWMARK, 0x10));
	CHECK("ip6gretap", "{\"remote\":\"any\",\"local\":\"any\",\"ttl\":0,"
	      "\"ip6_tnl_f_ign_encap_limit\":true,\"ip6_tnl_f_use_orig_tclass\":true,"
	      "\"ip6_tnl_f_use_orig_flowlabel\":true,\"ip6_tnl_f_rcv_dscp_copy\":true,"
	      "\"ip6_tnl_f_allow_local_remote\":true,\"ip6_tnl_f_use_orig_fwmark\":true}",
	      U32(IFLA_GRE_FLAGS, 0x7f), U32(IFLA_GRE_FWMARK, 9));
	CHECK("sit", "{\"proto\":\"any\",\"remote\":\"any\",\"local\":\"192.0.2.1\","
	      "\"ttl\":0,\"pmtudisc\":false,\"isatap\":true,\"prefix\":\"2001:db8::\","
	      "\"prefixlen\":32,\"relay_prefix\":\"10.0.0.0\",\"relay_prefixlen\":8}",
	      U8(IFLA_IPTUN_PROTO, 0), BYTES(IFLA_IPTUN_LOCAL, 192, 0, 2, 1),
	      U16(IFLA_IPTUN_FLAGS, SIT_ISATAP),
	      BYTES(IFLA_IPTUN_6RD_PREFIX, 0x20, 1, 0xd, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
	      BYTES(IFLA_IPTUN_6RD_RELAY_PREFIX, 10, 0, 0, 0),
	      U16(IFLA_IPTUN_6RD_PREFIXLEN, 32), U16(IFLA_IPTUN_6RD_RELAY_PREFIXLEN, 8));
	CHECK("ipip", "{\"external\":true,\"proto\":\"ip6ip\",\"remote\":\"any\","
	      "\"local\":\"any\",\"ttl\":9,\"pmtudisc\":true}",
	      FLAG(IFLA_IPTUN_COLLECT_METADATA), U8(IFLA_IPTUN_PROTO, 41),
	      U8(IFLA_IPTUN_TTL, 9), U8(IFLA_IPTUN_PMTUDISC, 1));
	CHECK("ip6tnl", "{\"proto\":\"ipip6\",\"remote\":\"any\",\"local\":\"any\","
	      "\"ttl\":0,\"ip6_tnl_f_mip6_dev\":true}",
	      U8(IFLA_IPTUN_PROTO, 4), U32(IFLA_IPTUN_FLAGS, 8));
	CHECK("vti", "{\"remote\":\"any\",\"local\":\"10.0.0.1\",\"ikey\":\"0.0.0.5\","
	      "\"fwmark\":\"0x20\"}",
	      BYTES(IFLA_VTI_IKEY, 0, 0, 0, 5), U32(IFLA_VTI_OKEY, 0),
	      BYTES(IFLA_VTI_LOCAL, 10, 0, 0, 1), U32(IFLA_VTI_FWMARK, 0x20));
	CHECK("vti6", "{\"remote\":\"unknown\",\"local\":\"any\",\"okey\":\"1.2.3.4\"}",
	      BYTES(IFLA_VTI_REMOTE, 10, 0, 0, 1), BYTES(IFLA_VTI_OKEY, 1, 2, 3, 4));
	CHECK("xfrm", "{\"if_id\":\"0x5\"}", U32(IFLA_XFRM_LINK, 1),
	      U32(IFLA_XFRM_IF_ID, 5));
	CHECK("xfrm", "{\"external\":true}", U32(IFLA_XFRM_IF_ID, 0),
	      FLAG(IFLA_XFRM_COLLECT_METADATA));
	return tap_done(&T);
}
