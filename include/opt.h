/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * opt.h - the option-table engine.
 *
 * An option set (a link kind's "type KIND ARGS", a sub-command's options)
 * is a table of rows.  Each row says once: the keyword, the attribute,
 * the value type (a handler: how to parse and encode, how to print) with
 * its data (range, names, error text), and how it prints (JSON key, text
 * format).  The same table drives parsing, encoding, text and JSON
 * printing and the duplicate rules; the engine knows nothing of any kind.
 *
 * A value type the stock handlers below do not cover is a new struct
 * opt_handler (a parse and a print function), beside the table that
 * needs it or, when several sets share it, in lib/.  Nothing is added to
 * struct opt for a new type: what a handler needs goes in its data.
 *
 * Rows are in print order.  When iproute2 matches keywords in another
 * order (it decides what an abbreviation means), the set's order list
 * gives that order.  Rows with no keyword only print; rows with no key
 * only parse (other spellings, "no" forms).  A table ends with { 0 }.
 */
#ifndef IP_OPT_H
#define IP_OPT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <linux/netlink.h>

struct ipctx;
struct msg;
struct out;
struct opt;
struct opt_set;

/* Parse state for one run of options. */
struct opt_parse {
	struct ipctx *ctx;
	const struct opt_set *set;
	struct msg *m;			/* the request: encode here */
	bool create;			/* adding a device, not changing one */
	uint64_t seen[4];		/* attributes given (bit per type) */
	uint64_t rows[4];		/* rows given (bit per row, see
					 * opt_given) */
	uint64_t u[8];			/* kept values (OPT_KEEP/OPT_LATER) */
	struct opt_acc {		/* flags+mask structs (opt_bit) */
		uint16_t attr;
		uint32_t val, mask;
	} acc[2];
	unsigned char priv[2048] __attribute__((aligned(8)));	/* the set's own state */
	/* The caller's object: OPT_OBJ rows write into it, the set's own
	 * handlers and finish read it (a filter, a command's state). */
	void *obj;
	int left;			/* words not taken (OPT_LOOP_STOP) */
};

/* Print state for one nest. */
struct opt_print {
	struct ipctx *ctx;
	struct out *out;
	const struct opt_set *set;
	const struct nlattr *const *tb;	  /* the nest by type (maxattr + 1) */
	const struct nlattr *const *ifla; /* the link's attributes, or NULL */
};

struct opt_handler {
	/* Parse the values after the keyword argv[0] and encode them into
	 * st->m (or keep them, see OPT_KEEP/OPT_LATER).  Returns how many
	 * words after the keyword it used (>= 0), or -(exit status) after
	 * printing iproute2's message.  NULL: the row cannot be parsed. */
	int (*parse)(struct opt_parse *st, const struct opt *o, int argc,
		     char **argv);
	/* Print the row's attribute a (never NULL unless OPT_ABSENT). */
	void (*print)(struct opt_print *pp, const struct opt *o,
		      const struct nlattr *a);
	/* Words the keyword takes after it (for the OPT_DUP check). */
	unsigned char nargs;
	/* print may ask the kernel for a link's name (lc_index2name): a
	 * link dump defers such messages until it has ended */
	bool lookup;
};

struct opt {
	const char *kw;			/* keyword; NULL: print only */
	uint16_t attr;			/* attribute in the set's nest */
	uint16_t flags;			/* OPT_* below */
	const struct opt_handler *h;	/* value type */
	const void *data;		/* the handler's data (may be NULL) */
	const char *key;		/* JSON key; NULL: not printed */
	const char *fmt;		/* text format, one conversion;
					 * NULL: "KEY %u " and the like */
	const char *name;		/* what duplicate messages call the
					 * keyword (NULL: kw) */
	uint8_t slot;			/* OPT_KEEP/OPT_LATER: index in u[] */
	/* Other spellings of the keyword, tried at the row's place in the
	 * matching order: space separated, each matched as a prefix (as
	 * kw is), or in full when written "=word". */
	const char *alias;
};

/* opt.flags */
#define OPT_EXACT	0x0001	/* the keyword must be given in full */
#define OPT_DUP		0x0002	/* a second use is an error (duparg2) */
#define OPT_TEXT	0x0004	/* print in text only */
#define OPT_JSON	0x0008	/* print in JSON only */
#define OPT_NONZERO	0x0010	/* numbers: print only when not 0 */
#define OPT_HEX		0x0020	/* numbers: "%#x" (JSON: that string) */
#define OPT_SIGNED	0x0040	/* numbers: print as signed */
#define OPT_WORDS	0x0080	/* numbers: a value one of the words
				 * stands for prints as "KEY WORD " */
#define OPT_KEEP	0x0100	/* also keep the value in u[slot] */
#define OPT_LATER	0x0200	/* keep the value in u[slot], do not
				 * encode it (the set's finish does) */
#define OPT_ABSENT	0x0400	/* call print even when the attribute is
				 * not there (a = NULL) */
#define OPT_HDR		0x0800	/* attr is a byte offset in the request's
				 * family header (the struct after the
				 * netlink header, offsetof(struct rtmsg,
				 * rtm_tos)): numbers are stored there */
#define OPT_OBJ		0x1000	/* attr is a byte offset in st->obj:
				 * numbers are stored there (an int of the
				 * handler's width) */
/* OPT_HDR and OPT_OBJ rows are not recorded as seen attributes (their
 * attr is no attribute): they take no OPT_DUP; opt_given tells whether
 * such a row was given. */

/* A word standing for a value (enum names, "none" for 0, ...). */
struct opt_name {
	const char *name;
	uint64_t val;
};

/* Data of the number handlers.  A bad value is reported with iproute2's
 * invarg ('Error: argument "X" is wrong: ERR', exit 255, fatal), or with
 * errfmt when given: a whole message taking the word, exit 1. */
struct opt_num {
	uint64_t min, max;		/* max 0: the width's maximum */
	const char *err;		/* invarg text; NULL: "invalid KW" */
	const struct opt_name *words;	/* also accepted (end: NULL name) */
	const char *errfmt;
};

/* Data of opt_enum: the names, and what else is accepted/printed. */
struct opt_enum {
	const struct opt_name *names;	/* end: NULL name */
	uint8_t size;			/* attribute width: 1, 2, 4 (0: 4) */
	bool numbers;			/* a number is accepted too */
	const char *err;		/* invarg text; NULL: "invalid KW" */
	const char *errfmt;		/* as in opt_num */
	const char *unknown;		/* print for a value without a name:
					 * a format taking the number
					 * (NULL: "unknown") */
	const char *unknown_key;	/* ... or that number as an integer
					 * under this JSON key, unknown its
					 * text format */
	bool decimal;			/* a decimal number is accepted when
					 * a name has that value (iproute2's
					 * get_index) */
};

/* Data of opt_flag (opt_flag32): the value written (default 1; -1 is
 * all ones, an int's -1 with opt_flag32). */
struct opt_flagval {
	uint32_t val;
};

/* Data of opt_bits: a bare word that sets and clears bits of the row's
 * field (OPT_HDR, OPT_OBJ) of size bytes (0: 4). */
struct opt_bits {
	uint32_t set, clear;
	uint8_t size;
};

/* Data of opt_bit: one bit of a {u32 value; u32 mask} struct sent after
 * the last option (vlan flags, bridge boolopts). */
struct opt_bit {
	uint32_t bit;			/* the bit's mask */
	bool on_off;			/* the keyword takes on|off (else a
					 * number, non-zero meaning on); a
					 * bad word is iproute2's 'must be
					 * "on" or "off"', exit 1 */
};

/* Data of opt_inaddr: the IPv4 and IPv6 attributes. */
struct opt_inaddr {
	uint16_t attr6;			/* 0: IPv4 only */
	const char *err;
};

/* Data of opt_addrlist: one word "A,B,C" into a nest of addresses of
 * one family (attribute types 0, 1, ...).  The word may be left out
 * when the keyword is the last word: an empty nest. */
struct opt_addrlist {
	uint8_t family;			/* AF_INET or AF_INET6 */
	uint8_t max;			/* addresses kept; more are ignored */
	const char *errfmt;		/* a bad address (taking it): exit 1,
					 * fatal */
};

/* Data of opt_pairs: words FROM:TO (u32 numbers), up to the first word
 * without a colon, into a nest of {u32 from; u32 to} attributes of type
 * item.  Printed in JSON as an array of {from, to}; in text on a line
 * of its own: fmt (the opener, "      NAME { "), "FROM:TO " each, "} ". */
struct opt_pairs {
	uint16_t item;
	const char *err;		/* invarg text; NULL: "invalid KW" */
};

/* Data of opt_bitnames (printing only): the names of a number's bits
 * (each opt_name's val a mask), printed as iproute2 prints flag sets:
 * text fmt (the opener, "<" when NULL), "NAME,NAME", bits without a name
 * in hex, "> "; JSON an array of the names. */
struct opt_bitnames {
	const struct opt_name *names;	/* end: NULL name */
	uint8_t size;			/* attribute width: 1, 2, 4 (0: 4) */
};

/* Stock value types.  Numbers take any base strtoul does; the be ones
 * are in network order in the attribute. */
extern const struct opt_handler opt_u8, opt_u16, opt_u32, opt_u64;
extern const struct opt_handler opt_be16, opt_be32, opt_be64;
extern const struct opt_handler opt_onoff;	/* on|off -> u8 1/0; a bad
						 * word: 'must be one of
						 * "off", "on"', exit 1 */
extern const struct opt_handler opt_flag;	/* bare word -> u8 (data) */
extern const struct opt_handler opt_flag32;	/* bare word -> u32 (data) */
extern const struct opt_handler opt_s32;	/* signed 32-bit number */
extern const struct opt_handler opt_toggle;	/* as opt_flag; prints a
						 * JSON bool always, text
						 * "KW " or "noKW " */
extern const struct opt_handler opt_nlflag;	/* bare word -> empty attr */
extern const struct opt_handler opt_bits;	/* bare word: bits set and
						 * cleared in a field */
extern const struct opt_handler opt_word;	/* the word itself (its
						 * char *) at the row's
						 * place; data: a key, and
						 * a second word is iproute2's
						 * duparg with it */
extern const struct opt_handler opt_enum;	/* names (and numbers) */
extern const struct opt_handler opt_bit;	/* a bit of a flags+mask */
extern const struct opt_handler opt_mac;	/* link-layer address */
extern const struct opt_handler opt_inaddr;	/* IPv4 / IPv6 address */
extern const struct opt_handler opt_ifname;	/* device -> ifindex u32 */
extern const struct opt_handler opt_string;	/* string with its NUL */
extern const struct opt_handler opt_ethertype;	/* name or number, be16 */
extern const struct opt_handler opt_dsfield;	/* TOS: "inherit" (1), an
						 * rt_dsfield name or hex
						 * -> u8; prints 0 never,
						 * 1 "KEY inherit", else
						 * "%#x" */
/* lib/opt/opt_list.c */
extern const struct opt_handler opt_addrlist;	/* A,B,C into a nest */
extern const struct opt_handler opt_pairs;	/* FROM:TO ... into a nest */
extern const struct opt_handler opt_bitnames;	/* <NAME,NAME> (print) */

/* Handler data in a table: .data = OPT_NUM(.max = 4095, .err = "..."). */
#define OPT_NUM(...)	((const void *)&(const struct opt_num){ __VA_ARGS__ })
#define OPT_ENUM(...)	((const void *)&(const struct opt_enum){ __VA_ARGS__ })
#define OPT_FLAGVAL(v)	((const void *)&(const struct opt_flagval){ (uint32_t)(v) })
#define OPT_BITS(...)	((const void *)&(const struct opt_bits){ __VA_ARGS__ })
#define OPT_BIT(...)	((const void *)&(const struct opt_bit){ __VA_ARGS__ })
#define OPT_INADDR(...)	((const void *)&(const struct opt_inaddr){ __VA_ARGS__ })
#define OPT_ADDRLIST(...) ((const void *)&(const struct opt_addrlist){ __VA_ARGS__ })
#define OPT_PAIRS(...)	((const void *)&(const struct opt_pairs){ __VA_ARGS__ })
#define OPT_BITNAMES(...) ((const void *)&(const struct opt_bitnames){ __VA_ARGS__ })

struct opt_set {
	const char *name;		/* in messages: "vxlan" */
	const struct opt *opts;
	uint16_t maxattr;		/* highest attribute of the nest */
	const char *const *order;	/* matching order; NULL: table order */
	/* After the last option (deferred attributes, cross-checks):
	 * 0 or an exit status. */
	int (*finish)(struct opt_parse *st);
	/* The set's usage (help, unknown words). */
	void (*usage)(FILE *fp);
	/* "%s: unknown option \"%s\"?\n" style message for an unknown word
	 * (set name, word); NULL: "%s: unknown command \"%s\"?\n". */
	const char *unknown_fmt;
	/* Print the nest in place of the table walk (it may call
	 * opt_print_rows for the table part). */
	void (*print)(struct opt_print *pp);
	bool print_lookup;		/* print may look a link name up */
	/* A word no row takes: the words it used after it (>= 0), or
	 * -(exit status); NULL: an unknown word (see loop). */
	int (*other)(struct opt_parse *st, int argc, char **argv);
	unsigned int loop;		/* how opt_parse takes "help" and
					 * unknown words: OPT_LOOP_* below */
};

/* The status iproute2's kind parsers give with "return -1": exit 1, not
 * fatal (a -force batch goes on). */
#define OPT_EFAIL 1

/* ---- parsing ---- */
void opt_parse_init(struct opt_parse *st, struct ipctx *ctx,
		    const struct opt_set *set, struct msg *m, bool create);
/* Parse every word of argv against the set, then its finish.  "help"
 * prints the usage.  0 or an exit status. */
int opt_parse(struct ipctx *ctx, const struct opt_set *set, int argc,
	      char **argv, struct msg *m, bool create);
/* An object command's words: st made for set (a create when m's flags
 * say so), obj its st->obj, argv parsed with the set's loop, then the
 * finish; st is kept for opt_given.  0 or an exit status. */
int opt_run(struct opt_parse *st, struct ipctx *ctx, const struct opt_set *set,
	    struct msg *m, void *obj, int argc, char **argv);
/* The pieces, for sets with a parser of their own. */
const struct opt *opt_lookup(const struct opt_set *set, const char *word);
/* One row at argv[0]: words used after it (>= 0) or -(exit status). */
int opt_parse_one(struct opt_parse *st, const struct opt *o, int argc,
		  char **argv);
/* The OPT_DUP check alone: 0 or -(exit status). */
int opt_check_dup(struct opt_parse *st, const struct opt *o, int argc,
		  char **argv);
bool opt_seen(const struct opt_parse *st, uint16_t attr);
/* Was the row of keyword kw given (any row kind)? */
bool opt_given(const struct opt_parse *st, const char *kw);
/* Store len bytes where the row says: the family header or st->obj at
 * its offset (OPT_HDR, OPT_OBJ), else as attribute o->attr. */
int opt_put(struct opt_parse *st, const struct opt *o, const void *p,
	    size_t len);
/* The field an OPT_HDR or OPT_OBJ row names; NULL for an attribute. */
void *opt_place(struct opt_parse *st, const struct opt *o);
void opt_mark_seen(struct opt_parse *st, uint16_t attr);
/* Write the flags+mask structs opt_bit collected (opt_parse does it
 * before the set's finish). */
void opt_put_bits(struct opt_parse *st);
/* "KIND: unknown command "X"?" and the usage; returns OPT_EFAIL. */
int opt_unknown(const struct opt_set *set, const char *word);
/* Store or encode a number as the row says (OPT_KEEP, OPT_LATER). */
int opt_put_number(struct opt_parse *st, const struct opt *o,
		   unsigned int size, bool be, uint64_t v);
/* A number of o's width (size bytes), or one of its words: 0 and *v,
 * or -(exit status) after the row's error. */
int opt_get_number(const struct opt *o, unsigned int size, const char *arg,
		   uint64_t *v);
/* A bad value: errfmt's message (exit 1) when given, else iproute2's
 * invarg with err (or "invalid KW"): -(exit status). */
int opt_bad_value(const struct opt *o, const char *err, const char *errfmt,
		  const char *arg);

/* ---- printing ---- */
/* Print a nest (may be NULL: nothing) with the set's printer or table. */
void opt_print_nest(struct ipctx *ctx, const struct opt_set *set,
		    const struct nlattr *nest, const struct nlattr *const *ifla);
/* The table walk alone. */
void opt_print_rows(struct opt_print *pp);
/* One row, if its attribute is there (or OPT_ABSENT). */
void opt_print_row(struct opt_print *pp, const struct opt *o);
/* The text format for a row: o->fmt, or "KEY CONV " in buf. */
const char *opt_fmt(const struct opt *o, char *buf, size_t size,
		    const char *conv);
/* Where a row prints (OUT_ANY/OUT_TEXT/OUT_JSON). */
int opt_where(const struct opt *o);

/* Rows of a table, for walkers (tests): false at the end marker. */
static inline bool opt_row_valid(const struct opt *o)
{
	return o->kw || o->key || o->attr || o->h;
}

/* ---- lib/opt/opt_more.c: more value types, and iproute2's other loops ---- */

/* Data of opt_ttl: the attribute "inherit" sets, and how. */
struct opt_ttl {
	uint16_t inherit;		/* its attribute in the nest */
	bool inherit_u8;		/* a u8 1 (geneve); else a flag (vxlan) */
};

/* Data of opt_range: a number of size bytes read in base (0: any
 * strtoul takes), with iproute2's two messages: err when it is not a
 * number of that width, range_err (NULL: err) when it is outside
 * [min, max] (max 0: the width's maximum).  Both are invarg texts. */
struct opt_range {
	uint8_t size;			/* 1, 2, 4, 8 */
	uint8_t base;
	uint64_t min, max;
	const char *err;
	const char *range_err;
};

/* Data of opt_once: the value type the keyword really has. */
struct opt_once {
	const struct opt_handler *h;
	const void *data;
};

extern const struct opt_handler opt_dev;	/* device -> ifindex u32; a
						 * missing one: 'Cannot find
						 * device "X"', exit 255;
						 * prints the name ("*" for
						 * 0) */
extern const struct opt_handler opt_ttl;	/* inherit | auto (0) |
						 * 0..255 -> u8; prints
						 * "ttl inherit" (text only),
						 * "ttl auto" for 0 in text */
extern const struct opt_handler opt_enum_hide0;	/* as opt_enum; value 0
						 * prints in JSON only, a
						 * value without a name not
						 * at all (df unset) */
extern const struct opt_handler opt_present;	/* print only (OPT_ABSENT):
						 * a JSON bool whether the
						 * attribute is there, text
						 * fmt or "no" fmt */
extern const struct opt_handler opt_range;	/* a number, see above */
extern const struct opt_handler opt_oneof;	/* iproute2's parse_one_of:
						 * the first name (opt_enum
						 * data, in iproute2's
						 * order) the word is a
						 * prefix of; else 'must be
						 * one of "A", "B", not "X"',
						 * exit 1; prints as
						 * opt_enum */
extern const struct opt_handler opt_onoff_soft;	/* on|off as opt_onoff,
						 * but a bad word returns
						 * (exit 1, not fatal) */
extern const struct opt_handler opt_once;	/* a second use is
						 * iproute2's duparg ('duplicate
						 * "KW": "V" is the second
						 * value.', exit 255), found
						 * once the value is there;
						 * then data's handler */

/* Data of opt_rtname: which of the routing names (rtnames.h RTN_*),
 * the width (0: 4) and the message for a bad word (as opt_num's). */
struct opt_rtname {
	uint8_t which;
	uint8_t size;
	const char *err;
	const char *errfmt;
};
extern const struct opt_handler opt_rtname;	/* a table, protocol, scope,
						 * DS field (a name or a
						 * number) or realms
						 * ("[FROM/]TO"), read with
						 * the names of the process
						 * (ipctx_names) */

/* Data of opt_usage: the usage it prints (its status ends the words). */
struct opt_usage {
	int (*usage)(void);
};
extern const struct opt_handler opt_usage;	/* a help word: the usage */
extern const struct opt_handler opt_group;	/* a device group (name or
						 * number, /etc/iproute2/group)
						 * -> u32; data: an opt_num
						 * whose err is the message */

#define OPT_TTL(...)	((const void *)&(const struct opt_ttl){ __VA_ARGS__ })
#define OPT_USAGE(fn)	((const void *)&(const struct opt_usage){ (fn) })
#define OPT_RTNAME(...)	((const void *)&(const struct opt_rtname){ __VA_ARGS__ })
#define OPT_RANGE(...)	((const void *)&(const struct opt_range){ __VA_ARGS__ })
#define OPT_ONCE(hd, ...) ((const void *)&(const struct opt_once){ &(hd), __VA_ARGS__ })

/* The loops iproute2 runs over a kind's words: how "help" is taken and
 * what an unknown word does (opt_parse uses the set's loop flags; 0 is
 * the common loop: any prefix of "help" prints the usage, an unknown
 * word is an error).  Parse argv into st (opt_parse_init first; a kind
 * may have encoded something already), then the bits and the set's
 * finish, as opt_parse: 0 or a status. */
#define OPT_LOOP_HELP_EXACT	0x1	/* only "help" in full is help; a
					 * prefix of it is an unknown word */
#define OPT_LOOP_NO_HELP	0x2	/* "help" is an unknown word too */
#define OPT_LOOP_SKIP		0x4	/* unknown words are passed over */
#define OPT_LOOP_STOP		0x8	/* the first unknown word ends the
					 * set's words (no message): st->left
					 * says how many words were left */
int opt_parse_how(struct opt_parse *st, int argc, char **argv,
		  unsigned int how);
/* ---- structs (lib/opt/opt_struct.c) ---- */

/* Data of opt_field, opt_field_float and opt_field_word: the value goes
 * into a struct in opt_parse.priv (at byte off) that the set's finish
 * sends.  A bad value ends the command (iproute2's exit(-1)): err is
 * invarg's text (NULL: "invalid KW"), or errfmt a whole message taking
 * the word. */
struct opt_field {
	uint16_t off;
	uint8_t size;			/* opt_field: 1, 2, 4 (0: 4) */
	uint16_t scale;			/* opt_field_float: the multiplier */
	const char *err;
	const char *errfmt;
	/* opt_field_word: the words; a word's value is ORed into the u32
	 * at off and into the u32 at moff (bit for a word of value 0) */
	const struct opt_name *names;
	uint16_t moff;
	uint32_t bit;
};

/* One field of a struct printed by opt_struct. */
enum {
	OPT_SF_NUM = 1,		/* unsigned number of size bytes */
	OPT_SF_MILLI,		/* u32 thousandths as "%.3f" (a string) */
	OPT_SF_NAME,		/* char[16] */
	OPT_SF_RANGE,		/* text fmt, " MIN..MAX" (text "%d"), JSON
				 * key {min, max}: min at off, max at off2 */
	OPT_SF_RANGE1,		/* the same with min 1, max at off2 */
	OPT_SF_NL,		/* a line break, then fmt (NULL: indent) */
};
struct opt_sfield {
	uint8_t type;
	uint8_t size;			/* 1, 2, 4 (0: 4) */
	uint16_t off, off2;
	const char *key;		/* JSON */
	const char *fmt;		/* text, one conversion */
};

/* Data of opt_struct: the fields in print order (end: all zero); the
 * row's key names the JSON object they go in, or with flat they go in
 * the current one. */
struct opt_struct {
	const struct opt_sfield *fields;
	uint16_t size;			/* bytes read (missing ones are 0) */
	bool exact;			/* print fields only when the payload
					 * is exactly size bytes */
	bool flat;
	const char *indent;		/* text after an OPT_SF_NL line break */
	/* another attribute of the set whose nest prints inside the
	 * object, with this set (0: none) */
	uint16_t inner_attr;
	const struct opt_set *inner;
};

extern const struct opt_handler opt_field;	/* number into the struct */
extern const struct opt_handler opt_field_float; /* decimal * scale, u32 */
extern const struct opt_handler opt_field_word;	/* bits of {mask, flags} */
extern const struct opt_handler opt_struct;	/* struct (print) */

/* The names of v's bits as opt_bitnames prints them (lib/opt/opt_list.c):
 * text open ("<" when NULL) NAME,NAME,hex "> ", JSON an array under key;
 * w: where (OUT_ANY, OUT_JSON, OUT_TEXT). */
void opt_bitnames_out(struct out *p, int w, const char *key,
		      const char *open, const struct opt_name *names, uint64_t v);
/* One struct field (s: the struct's bytes) as opt_struct prints it. */
void opt_sfield_print(struct opt_print *pp, const struct opt_sfield *f,
		      const void *s, const char *indent);

#define OPT_FIELD(...)	((const void *)&(const struct opt_field){ __VA_ARGS__ })
#define OPT_STRUCT(...)	((const void *)&(const struct opt_struct){ __VA_ARGS__ })

#endif
