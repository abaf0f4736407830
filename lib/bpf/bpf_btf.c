// SPDX-License-Identifier: GPL-2.0-or-later
// bpf_btf.c - the BTF side of the object parser: checking .BTF, fixing the
// DATASEC sizes and variable offsets the compiler leaves as zero (the
// kernel refuses them), BTF-defined maps from ".maps", .BTF.ext func_info,
// line_info and CO-RE records.  Bounds-checked throughout: it reads
// untrusted files (and the fuzzer's bytes), and makes no system calls.

#include <elf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <linux/btf.h>

#include "bpf.h"
#include "bpf_int.h"

#define BTF_MAGIC 0xeB9F
#define MAX_RESOLVE_DEPTH 32

struct btfv {
	uint8_t *types;
	size_t types_len;
	const char *strs;
	size_t strs_len;
	uint32_t *offs;		/* offs[id] = offset of type id in types */
	uint32_t n;		/* ids 1..n-1 */
};

/* Bytes that follow a struct btf_type of this kind, or -1. */
static long btf_extra(const struct btf_type *t)
{
	uint32_t vlen = BTF_INFO_VLEN(t->info);

	switch (BTF_INFO_KIND(t->info)) {
	case BTF_KIND_INT:
		return 4;
	case BTF_KIND_PTR: case BTF_KIND_FWD: case BTF_KIND_TYPEDEF:
	case BTF_KIND_VOLATILE: case BTF_KIND_CONST: case BTF_KIND_RESTRICT:
	case BTF_KIND_FUNC: case BTF_KIND_FLOAT: case BTF_KIND_TYPE_TAG:
		return 0;
	case BTF_KIND_ARRAY:
		return sizeof(struct btf_array);
	case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		return (long)vlen * sizeof(struct btf_member);
	case BTF_KIND_ENUM:
		return (long)vlen * sizeof(struct btf_enum);
	case BTF_KIND_FUNC_PROTO:
		return (long)vlen * sizeof(struct btf_param);
	case BTF_KIND_VAR:
		return sizeof(struct btf_var);
	case BTF_KIND_DATASEC:
		return (long)vlen * sizeof(struct btf_var_secinfo);
	case BTF_KIND_DECL_TAG:
		return sizeof(struct btf_decl_tag);
	case BTF_KIND_ENUM64:
		return (long)vlen * sizeof(struct btf_enum64);
	default:
		return -1;
	}
}

static void btfv_fini(struct btfv *v)
{
	free(v->offs);
	v->offs = NULL;
}

static int btfv_init(struct btfv *v, uint8_t *btf, size_t len)
{
	struct btf_header h;
	size_t pos, cap = 64;

	memset(v, 0, sizeof(*v));
	if (!btf || len < sizeof(h))
		return -EINVAL;
	memcpy(&h, btf, sizeof(h));
	if (h.magic != BTF_MAGIC || h.version != 1 || h.hdr_len < sizeof(h) ||
	    h.hdr_len > len || h.hdr_len % 4)
		return -EINVAL;
	if ((uint64_t)h.type_off + h.type_len > len - h.hdr_len ||
	    (uint64_t)h.str_off + h.str_len > len - h.hdr_len ||
	    h.type_off % 4 || !h.str_len)
		return -EINVAL;
	v->types = btf + h.hdr_len + h.type_off;
	v->types_len = h.type_len;
	v->strs = (const char *)btf + h.hdr_len + h.str_off;
	v->strs_len = h.str_len;
	if (v->strs[0] || v->strs[v->strs_len - 1])
		return -EINVAL;
	v->offs = malloc(cap * sizeof(*v->offs));
	if (!v->offs)
		return -ENOMEM;
	v->n = 1;
	for (pos = 0; pos < v->types_len;) {
		struct btf_type t;
		long extra;

		if (v->types_len - pos < sizeof(t))
			goto bad;
		memcpy(&t, v->types + pos, sizeof(t));
		extra = btf_extra(&t);
		if (extra < 0 || (size_t)extra > v->types_len - pos - sizeof(t))
			goto bad;
		if (v->n == cap) {
			uint32_t *p;

			if (cap > (1u << 24))
				goto bad;
			cap *= 2;
			p = realloc(v->offs, cap * sizeof(*p));
			if (!p)
				goto bad;
			v->offs = p;
		}
		v->offs[v->n++] = pos;
		pos += sizeof(t) + extra;
	}
	return 0;
bad:
	btfv_fini(v);
	return -EINVAL;
}

/* Types are 4-byte aligned in the section (type_off % 4 == 0 and every
 * record is a multiple of 4 long), and the image is malloc'ed. */
static struct btf_type *btfv_type(const struct btfv *v, uint32_t id)
{
	if (!id || id >= v->n)
		return NULL;
	return (struct btf_type *)(v->types + v->offs[id]);
}

static const char *btfv_str(const struct btfv *v, uint32_t off)
{
	return off < v->strs_len ? v->strs + off : NULL;
}

static uint32_t kind_of(const struct btf_type *t)
{
	return BTF_INFO_KIND(t->info);
}

/* Follow typedefs, modifiers and VARs to the type that has a layout. */
static const struct btf_type *btfv_skip(const struct btfv *v, uint32_t id,
					uint32_t *res_id)
{
	const struct btf_type *t;
	int depth;

	for (depth = 0; depth < MAX_RESOLVE_DEPTH; depth++) {
		t = btfv_type(v, id);
		if (!t)
			return NULL;
		switch (kind_of(t)) {
		case BTF_KIND_TYPEDEF: case BTF_KIND_VOLATILE:
		case BTF_KIND_CONST: case BTF_KIND_RESTRICT:
		case BTF_KIND_TYPE_TAG: case BTF_KIND_VAR:
			id = t->type;
			continue;
		default:
			if (res_id)
				*res_id = id;
			return t;
		}
	}
	return NULL;
}

static int64_t btfv_size(const struct btfv *v, uint32_t id, int depth)
{
	const struct btf_type *t;
	struct btf_array a;
	int64_t elem;

	if (depth > MAX_RESOLVE_DEPTH)
		return -EINVAL;
	t = btfv_skip(v, id, NULL);
	if (!t)
		return -EINVAL;
	switch (kind_of(t)) {
	case BTF_KIND_INT: case BTF_KIND_STRUCT: case BTF_KIND_UNION:
	case BTF_KIND_ENUM: case BTF_KIND_ENUM64: case BTF_KIND_DATASEC:
	case BTF_KIND_FLOAT:
		return t->size;
	case BTF_KIND_PTR:
		return 8;
	case BTF_KIND_ARRAY:
		memcpy(&a, t + 1, sizeof(a));
		elem = btfv_size(v, a.type, depth + 1);
		if (elem < 0)
			return elem;
		if (a.nelems && (uint64_t)elem > UINT32_MAX / a.nelems)
			return -E2BIG;
		return elem * a.nelems;
	default:
		return -EINVAL;
	}
}

int64_t bpf_btf_resolve_size(const uint8_t *btf, size_t len, uint32_t id)
{
	struct btfv v;
	int64_t r;

	if (btfv_init(&v, (uint8_t *)btf, len))
		return -EINVAL;
	r = btfv_size(&v, id, 0);
	btfv_fini(&v);
	return r;
}

static long btfv_find(const struct btfv *v, uint32_t kind, const char *name)
{
	uint32_t id;

	for (id = 1; id < v->n; id++) {
		const struct btf_type *t = btfv_type(v, id);
		const char *s = btfv_str(v, t->name_off);

		if (kind_of(t) == kind && s && !strcmp(s, name))
			return id;
	}
	return -ENOENT;
}

/* iproute2's annotation of legacy maps: struct ____btf_map_NAME
 * { key; value; }. */
int bpf_btf_find_map_kv(const uint8_t *btf, size_t len, const char *name,
			uint32_t *key, uint32_t *value)
{
	struct btf_member m[2];
	const struct btf_type *t;
	const char *k, *val;
	char want[512];
	struct btfv v;
	long id;
	int ret = -EINVAL;

	if (btfv_init(&v, (uint8_t *)btf, len))
		return -EINVAL;
	snprintf(want, sizeof(want), "____btf_map_%s", name);
	id = btfv_find(&v, BTF_KIND_STRUCT, want);
	if (id < 0)
		goto out;
	t = btfv_type(&v, id);
	if (BTF_INFO_VLEN(t->info) != 2)
		goto out;
	memcpy(m, t + 1, sizeof(m));
	k = btfv_str(&v, m[0].name_off);
	val = btfv_str(&v, m[1].name_off);
	if (!m[0].type || m[0].type >= v.n || !m[1].type || m[1].type >= v.n ||
	    !k || !val || strcmp(k, "key") || strcmp(val, "value"))
		goto out;
	*key = m[0].type;
	*value = m[1].type;
	ret = 0;
out:
	btfv_fini(&v);
	return ret;
}

/* The DATASEC type of a data section, for a global data map's value. */
uint32_t bpf_btf_datasec_id(const struct bpf_obj *o, const char *sec)
{
	struct btfv v;
	long id;

	if (btfv_init(&v, o->btf, o->btf_len))
		return 0;
	id = btfv_find(&v, BTF_KIND_DATASEC, sec);
	btfv_fini(&v);
	return id < 0 ? 0 : (uint32_t)id;
}

/* A data map is mmapable when a variable of its DATASEC is not static. */
bool bpf_btf_datasec_mmapable(const struct bpf_obj *o, uint32_t id)
{
	const struct btf_var_secinfo *vs;
	const struct btf_type *t;
	bool ret = false;
	struct btfv v;
	uint32_t i;

	if (btfv_init(&v, o->btf, o->btf_len))
		return false;
	t = btfv_type(&v, id);
	if (t && kind_of(t) == BTF_KIND_DATASEC) {
		vs = (const void *)(t + 1);
		for (i = 0; i < BTF_INFO_VLEN(t->info) && !ret; i++) {
			const struct btf_type *var = btfv_type(&v, vs[i].type);
			struct btf_var bv;

			if (!var || kind_of(var) != BTF_KIND_VAR)
				continue;
			memcpy(&bv, var + 1, sizeof(bv));
			ret = bv.linkage != BTF_VAR_STATIC;
		}
	}
	btfv_fini(&v);
	return ret;
}

/* libbpf's words for an extern it cannot place. */
void bpf_btf_extern_error(const struct bpf_obj *o, const char *name, FILE *log)
{
	struct btfv v;
	uint32_t id, i;
	long found = -ENOENT;

	if (btfv_init(&v, o->btf, o->btf_len)) {
		fprintf(log, "libbpf: failed to find BTF for extern '%s': %d\n",
			name, -ESRCH);
		return;
	}
	for (id = 1; id < v.n && found < 0; id++) {
		const struct btf_type *t = btfv_type(&v, id);
		const char *s = btfv_str(&v, t->name_off);

		if ((kind_of(t) == BTF_KIND_VAR || kind_of(t) == BTF_KIND_FUNC) &&
		    s && !strcmp(s, name))
			found = id;
	}
	if (found < 0) {
		fprintf(log, "libbpf: failed to find BTF for extern '%s': %ld\n",
			name, found);
		goto out;
	}
	for (id = 1; id < v.n; id++) {
		const struct btf_type *t = btfv_type(&v, id);
		const struct btf_var_secinfo *vs = (const void *)(t + 1);
		const char *s = btfv_str(&v, t->name_off);

		if (kind_of(t) != BTF_KIND_DATASEC)
			continue;
		for (i = 0; i < BTF_INFO_VLEN(t->info); i++)
			if (vs[i].type == found) {
				fprintf(log, "extern '%s' in section '%s' (kconfig/ksym) is not supported by this ip (no libbpf)\n",
					name, s ? s : "?");
				goto out;
			}
	}
	fprintf(log, "libbpf: failed to find BTF for extern '%s' [%ld] section: %d\n",
		name, found, -ENOENT);
out:
	btfv_fini(&v);
}

static bool find_sym(const struct bpf_obj *o, const char *name, int type,
		     Elf64_Sym *s)
{
	size_t i;

	for (i = 0; i < o->nsyms; i++) {
		const char *n;

		if (!bpf_sym_get(o, i, s))
			continue;
		n = bpf_sym_name(o, s);
		if (ELF64_ST_TYPE(s->st_info) == type &&
		    ELF64_ST_BIND(s->st_info) != STB_LOCAL && n &&
		    !strcmp(n, name))
			return true;
	}
	return false;
}

static int cmp_secinfo(const void *a, const void *b)
{
	const struct btf_var_secinfo *x = a, *y = b;

	return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* What libbpf does before BTF can be loaded: DATASEC sizes from the ELF
 * sections, variable offsets from the symbols, variables and functions with
 * hidden visibility made static, DATASEC members sorted by offset. */
static int fixup(struct bpf_obj *o, struct btfv *v, FILE *log)
{
	uint32_t id, i;

	for (id = 1; id < v->n; id++) {
		struct btf_type *t = btfv_type(v, id);
		const char *name = btfv_str(v, t->name_off);
		struct btf_var_secinfo *vs = (void *)(t + 1);
		uint32_t vlen = BTF_INFO_VLEN(t->info);
		bool offsets = false;

		if (kind_of(t) == BTF_KIND_FUNC && BTF_INFO_VLEN(t->info) == BTF_FUNC_GLOBAL && name) {
			Elf64_Sym s;

			if (find_sym(o, name, STT_FUNC, &s) &&
			    (ELF64_ST_VISIBILITY(s.st_other) == STV_HIDDEN ||
			     ELF64_ST_VISIBILITY(s.st_other) == STV_INTERNAL))
				t->info = (t->info & ~0xffffu) | BTF_FUNC_STATIC;
			continue;
		}
		if (kind_of(t) != BTF_KIND_DATASEC)
			continue;
		if (!name)
			return -ENOENT;
		if (!strcmp(name, ".kconfig") || !strcmp(name, ".ksyms"))
			goto sort;
		if (!t->size) {
			size_t s = bpf_sec_by_name(o, name);

			if (!s || !o->secs[s].size) {
				fprintf(log, "libbpf: sec '%s': failed to determine size from ELF\n", name);
				return -ENOENT;
			}
			t->size = o->secs[s].size;
			offsets = true;
		}
		for (i = 0; i < vlen; i++) {
			struct btf_type *var = btfv_type(v, vs[i].type);
			struct btf_var bv;
			const char *vn;
			Elf64_Sym s;

			if (!var || kind_of(var) != BTF_KIND_VAR)
				return -EINVAL;
			memcpy(&bv, var + 1, sizeof(bv));
			if (bv.linkage == BTF_VAR_STATIC ||
			    bv.linkage == BTF_VAR_GLOBAL_EXTERN)
				continue;
			vn = btfv_str(v, var->name_off);
			if (!vn || !find_sym(o, vn, STT_OBJECT, &s))
				return -ENOENT;
			if (offsets)
				vs[i].offset = s.st_value;
			if (ELF64_ST_VISIBILITY(s.st_other) == STV_HIDDEN ||
			    ELF64_ST_VISIBILITY(s.st_other) == STV_INTERNAL) {
				bv.linkage = BTF_VAR_STATIC;
				memcpy(var + 1, &bv, sizeof(bv));
			}
		}
sort:
		qsort(vs, vlen, sizeof(*vs), cmp_secinfo);
	}
	return 0;
}

static bool get_uint_field(const struct btfv *v, const char *map,
			   const struct btf_member *m, uint32_t *out, FILE *log)
{
	const struct btf_type *t = btfv_type(v, m->type), *arr;
	struct btf_array a;

	if (!t || kind_of(t) != BTF_KIND_PTR) {
		fprintf(log, "libbpf: map '%s': attr '%s': expected PTR, got %u.\n",
			map, btfv_str(v, m->name_off), t ? kind_of(t) : 0);
		return false;
	}
	arr = btfv_skip(v, t->type, NULL);
	if (!arr || kind_of(arr) != BTF_KIND_ARRAY) {
		fprintf(log, "libbpf: map '%s': attr '%s': type [%u] not found.\n",
			map, btfv_str(v, m->name_off), t->type);
		return false;
	}
	memcpy(&a, arr + 1, sizeof(a));
	*out = a.nelems;
	return true;
}

static int type_size_field(const struct btfv *v, const char *map,
			   const struct btf_member *m, const char *what,
			   uint32_t *size, uint32_t *id, FILE *log)
{
	const struct btf_type *t = btfv_type(v, m->type);
	int64_t sz;

	if (!t) {
		fprintf(log, "libbpf: map '%s': %s type [%d] not found.\n", map, what, m->type);
		return -EINVAL;
	}
	if (kind_of(t) != BTF_KIND_PTR) {
		fprintf(log, "libbpf: map '%s': %s spec is not PTR.\n", map, what);
		return -EINVAL;
	}
	sz = btfv_size(v, t->type, 0);
	if (sz < 0) {
		fprintf(log, "libbpf: map '%s': can't determine %s size for type [%u]: %d.\n",
			map, what, t->type, (int)sz);
		return (int)sz;
	}
	if (*size && *size != sz) {
		fprintf(log, "libbpf: map '%s': conflicting %s size %u != %d.\n",
			map, what, *size, (int)sz);
		return -EINVAL;
	}
	*size = sz;
	*id = t->type;
	return 0;
}

static int parse_map(struct bpf_obj *o, const struct btfv *v, const char *name,
		     const struct btf_type *def, struct bpf_mapdef *md, FILE *log)
{
	const struct btf_member *m = (const void *)(def + 1);
	uint32_t i, n = BTF_INFO_VLEN(def->info);
	bool have_type = false;

	for (i = 0; i < n; i++) {
		const char *f = btfv_str(v, m[i].name_off);
		uint32_t val;

		if (!f) {
			fprintf(log, "libbpf: map '%s': invalid field #%u.\n", name, i);
			return -EINVAL;
		}
		if (!strcmp(f, "key") || !strcmp(f, "value")) {
			bool key = f[0] == 'k';
			int err = type_size_field(v, name, &m[i], f,
						  key ? &md->key_size : &md->value_size,
						  key ? &md->btf_key_id : &md->btf_value_id,
						  log);
			if (err)
				return err;
			continue;
		}
		if (!strcmp(f, "values")) {
			fprintf(log, "map '%s': initial \"values\" (map-in-map, prog-array) are not supported by this ip (no libbpf)\n",
				name);
			return -ENOTSUP;
		}
		if (strcmp(f, "type") && strcmp(f, "max_entries") &&
		    strcmp(f, "map_flags") && strcmp(f, "numa_node") &&
		    strcmp(f, "key_size") && strcmp(f, "value_size") &&
		    strcmp(f, "pinning") && strcmp(f, "map_extra"))
			continue;	/* relaxed, as iproute2 opens objects */
		if (!get_uint_field(v, name, &m[i], &val, log))
			return -EINVAL;
		if (!strcmp(f, "type")) {
			md->type = val;
			have_type = true;
		} else if (!strcmp(f, "max_entries")) {
			md->max_entries = val;
		} else if (!strcmp(f, "map_flags")) {
			md->flags = val;
		} else if (!strcmp(f, "numa_node")) {
			md->numa_node = val;
		} else if (!strcmp(f, "map_extra")) {
			md->map_extra = val;
		} else if (!strcmp(f, "pinning")) {
			if (val > 1) {
				fprintf(log, "libbpf: map '%s': invalid pinning value %u.\n", name, val);
				return -EINVAL;
			}
			md->pinning = val ? BPF_PINNING_GLOBAL : BPF_PINNING_NONE;
		} else {
			uint32_t *sz = f[0] == 'k' ? &md->key_size : &md->value_size;

			if (*sz && *sz != val) {
				fprintf(log, "libbpf: map '%s': conflicting %s size %u != %u.\n",
					name, f[0] == 'k' ? "key" : "value", *sz, val);
				return -EINVAL;
			}
			*sz = val;
		}
	}
	if (!have_type) {
		fprintf(log, "libbpf: map '%s': map type isn't specified.\n", name);
		return -EINVAL;
	}
	(void)o;
	return 0;
}

/* BTF-defined maps: the VARs of DATASEC ".maps". */
static int btf_maps(struct bpf_obj *o, const struct btfv *v, FILE *log)
{
	const struct btf_type *sec = NULL;
	const struct btf_var_secinfo *vs;
	uint32_t id, i, vlen;
	long sid;

	sid = btfv_find(v, BTF_KIND_DATASEC, ".maps");
	if (sid < 0) {
		fprintf(log, "libbpf: DATASEC '.maps' not found.\n");
		return -EINVAL;
	}
	sec = btfv_type(v, sid);
	vs = (const void *)(sec + 1);
	vlen = BTF_INFO_VLEN(sec->info);
	for (i = 0; i < vlen; i++) {
		const struct btf_type *var = btfv_type(v, vs[i].type), *def;
		struct bpf_mapdef *md;
		struct btf_var bv;
		const char *name;
		int err;

		name = var ? btfv_str(v, var->name_off) : NULL;
		if (!name || !name[0]) {
			fprintf(log, "libbpf: map #%u: empty name.\n", i);
			return -EINVAL;
		}
		if (kind_of(var) != BTF_KIND_VAR) {
			fprintf(log, "libbpf: map '%s': unexpected var kind %u.\n", name, kind_of(var));
			return -EINVAL;
		}
		memcpy(&bv, var + 1, sizeof(bv));
		if (bv.linkage != BTF_VAR_GLOBAL_ALLOCATED) {
			fprintf(log, "libbpf: map '%s': unsupported map linkage %u.\n", name, bv.linkage);
			return -EOPNOTSUPP;
		}
		def = btfv_skip(v, var->type, &id);
		if (!def || kind_of(def) != BTF_KIND_STRUCT) {
			fprintf(log, "libbpf: map '%s': unexpected def kind %u.\n", name,
				def ? kind_of(def) : 0);
			return -EINVAL;
		}
		if (def->size > vs[i].size) {
			fprintf(log, "libbpf: map '%s': invalid def size.\n", name);
			return -EINVAL;
		}
		md = bpf_add_map(o);
		if (!md)
			return -ENOMEM;
		md->origin = BPF_ORIGIN_BTF;
		md->name = name;
		snprintf(md->kname, sizeof(md->kname), "%s", name);
		md->sec = o->btf_maps_sec;
		md->off = vs[i].offset;
		err = parse_map(o, v, name, def, md, log);
		if (err)
			return err;
	}
	return 0;
}

/* .BTF.ext: func_info and line_info sections, CO-RE records counted. */
static int ext_info(struct bpf_obj *o, const struct btfv *v,
		    const uint8_t *d, size_t len, uint32_t off, uint32_t size,
		    uint32_t min_rec, struct bpf_ext_info *out, size_t *count)
{
	const uint8_t *p, *end;
	uint32_t rec_size;

	if (!size)
		return 0;
	if ((uint64_t)off + size > len || size < 4)
		return -EINVAL;
	p = d + off;
	end = p + size;
	memcpy(&rec_size, p, 4);
	p += 4;
	if (rec_size < min_rec || rec_size % 4 || rec_size > 1024)
		return -EINVAL;
	if (out)
		out->rec_size = rec_size;
	while (p < end) {
		uint32_t name_off, num;
		const char *name;

		if (end - p < 8)
			return -EINVAL;
		memcpy(&name_off, p, 4);
		memcpy(&num, p + 4, 4);
		p += 8;
		if (!num || num > (size_t)(end - p) / rec_size)
			return -EINVAL;
		name = btfv_str(v, name_off);
		if (!name)
			return -EINVAL;
		if (out) {
			struct bpf_ext_sec *s = realloc(out->secs, (out->nsecs + 1) * sizeof(*s));

			if (!s)
				return -ENOMEM;
			out->secs = s;
			s[out->nsecs].sec = name[0] ? bpf_sec_by_name(o, name) : 0;
			s[out->nsecs].recs = p;
			s[out->nsecs].nrecs = num;
			out->nsecs++;
		}
		if (count)
			*count += num;
		p += (size_t)num * rec_size;
	}
	return 0;
}

struct ext_header {
	uint16_t magic;
	uint8_t version;
	uint8_t flags;
	uint32_t hdr_len;
	uint32_t func_off, func_len, line_off, line_len;
	uint32_t core_off, core_len;
};

static int btf_ext(struct bpf_obj *o, const struct btfv *v, const uint8_t *d,
		   size_t len)
{
	struct ext_header h = {0};
	const uint8_t *body;
	size_t blen;
	int err;

	if (len < 24)
		return -EINVAL;
	memcpy(&h, d, 24);
	if (h.magic != BTF_MAGIC || h.version != 1 || h.hdr_len < 24 || h.hdr_len > len)
		return -EINVAL;
	if (h.hdr_len >= sizeof(h))
		memcpy(&h, d, sizeof(h));
	body = d + h.hdr_len;
	blen = len - h.hdr_len;
	err = ext_info(o, v, body, blen, h.func_off, h.func_len, 8, &o->func_info, NULL);
	if (!err)
		err = ext_info(o, v, body, blen, h.line_off, h.line_len, 16, &o->line_info, NULL);
	if (!err && h.hdr_len >= sizeof(h))
		err = ext_info(o, v, body, blen, h.core_off, h.core_len, 16, NULL, &o->core_relos);
	return err;
}

int bpf_btf_prepare(struct bpf_obj *o, const uint8_t *ext, size_t ext_len,
		    FILE *log)
{
	struct btfv v;
	int err;

	if (o->btf && btfv_init(&v, o->btf, o->btf_len)) {
		fprintf(log, "libbpf: Error loading ELF section .BTF: %d. Ignored and continue.\n",
			-EINVAL);
		free(o->btf);
		o->btf = NULL;
		o->btf_len = 0;
	}
	if (!o->btf) {
		if (o->btf_maps_sec) {
			fprintf(log, "libbpf: BTF is required, but is missing or corrupted.\n");
			return -EINVAL;
		}
		return 0;
	}
	if (ext && btf_ext(o, &v, ext, ext_len)) {
		fprintf(log, "libbpf: Error loading ELF section .BTF.ext: %d. Ignored and continue.\n",
			-EINVAL);
		free(o->func_info.secs);
		free(o->line_info.secs);
		memset(&o->func_info, 0, sizeof(o->func_info));
		memset(&o->line_info, 0, sizeof(o->line_info));
		o->core_relos = 0;
	}
	err = fixup(o, &v, log);
	if (!err && o->btf_maps_sec)
		err = btf_maps(o, &v, log);
	btfv_fini(&v);
	return err;
}

/* The CO-RE record of section sec nearest to a refusal, for the message. */
int bpf_btf_core_describe(const struct bpf_obj *o, const uint8_t *ext,
			  size_t ext_len, char *buf, size_t size)
{
	struct ext_header h = {0};
	const uint8_t *p, *end;
	struct btfv v;
	int ret = -ENOENT;

	if (!ext || ext_len < sizeof(h) || btfv_init(&v, o->btf, o->btf_len))
		return -EINVAL;
	memcpy(&h, ext, sizeof(h));
	if (h.hdr_len < sizeof(h) || h.hdr_len > ext_len ||
	    (uint64_t)h.core_off + h.core_len > ext_len - h.hdr_len || h.core_len < 12)
		goto out;
	p = ext + h.hdr_len + h.core_off + 4;
	end = ext + h.hdr_len + h.core_off + h.core_len;
	if (end - p >= 8 + 16) {
		uint32_t sec_off, rec[4];
		const struct btf_type *t;
		const char *sec, *acc, *tn;

		memcpy(&sec_off, p, 4);
		memcpy(rec, p + 8, 16);
		sec = btfv_str(&v, sec_off);
		acc = btfv_str(&v, rec[2]);
		t = btfv_type(&v, rec[1]);
		tn = t ? btfv_str(&v, t->name_off) : NULL;
		snprintf(buf, size, "section '%s', insn #%u: CO-RE relocation against type '%s' (access '%s', kind %u)",
			 sec ? sec : "?", rec[0] / 8, tn && tn[0] ? tn : "?",
			 acc ? acc : "?", rec[3]);
		ret = 0;
	}
out:
	btfv_fini(&v);
	return ret;
}
