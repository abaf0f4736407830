// SPDX-License-Identifier: GPL-2.0-or-later
// bpf_link.c - the program linker: one program of a parsed object laid out
// as libbpf lays it out, so the kernel computes the same tag: the .text
// subprograms it calls appended depth first in call order, call offsets
// rewritten, map and global data references marked, func_info and
// line_info gathered for the appended parts.  No system calls: the fuzzer
// calls it after the parser.

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bpf.h"
#include "bpf_int.h"

void bpf_linked_free(struct bpf_linked *l)
{
	free(l->insns);
	free(l->fds);
	free(l->func_info);
	free(l->line_info);
	memset(l, 0, sizeof(*l));
}

struct linker {
	const struct bpf_obj *o;
	struct bpf_linked *l;
	size_t *at;		/* where each program sits in l->insns, 0 = not yet */
	struct bpf_reloc *relocs;	/* every appended program's, shifted */
	size_t nrelocs;
	bool func_ok, line_ok;
	FILE *log;
};

/* Append func_info or line_info records of program p (now at l->at[p]). */
static int ext_append(const struct bpf_progdef *p, size_t at,
		      const struct bpf_ext_info *ei, void **info,
		      uint32_t *cnt, uint32_t *rec)
{
	size_t i, j, first = 0, n = 0;

	for (i = 0; i < ei->nsecs; i++) {
		const struct bpf_ext_sec *s = &ei->secs[i];
		uint8_t *dst;

		if (s->sec != p->sec)
			continue;
		for (j = 0; j < s->nrecs; j++) {
			uint32_t off;

			memcpy(&off, s->recs + j * ei->rec_size, 4);
			off /= 8;
			if (off < p->off)
				continue;
			if (off >= p->off + p->cnt)
				break;
			if (!n)
				first = j;
			n = j - first + 1;
		}
		if (!n)
			return -ENOENT;
		dst = realloc(*info, ((size_t)*cnt + n) * ei->rec_size);
		if (!dst)
			return -ENOMEM;
		*info = dst;
		dst += (size_t)*cnt * ei->rec_size;
		memcpy(dst, s->recs + first * ei->rec_size, n * ei->rec_size);
		for (j = 0; j < n; j++) {
			uint32_t off;

			memcpy(&off, dst + j * ei->rec_size, 4);
			off = off / 8 + (uint32_t)(at - p->off);
			memcpy(dst + j * ei->rec_size, &off, 4);
		}
		*cnt += n;
		*rec = ei->rec_size;
		return 0;
	}
	return -ENOENT;
}

static int ext_infos(struct linker *k, const struct bpf_progdef *p, size_t at,
		     bool main)
{
	struct bpf_linked *l = k->l;
	int err;

	if (!k->o->btf || !k->o->btf_ext)
		return 0;
	if (main || k->func_ok) {
		err = ext_append(p, at, &k->o->func_info, &l->func_info,
				 &l->func_cnt, &l->func_rec);
		if (err == -ENOMEM)
			return err;
		if (err && main && k->o->func_info.nsecs)
			fprintf(k->log, "libbpf: prog '%s': missing .BTF.ext function info for the main program, skipping all of .BTF.ext func info.\n",
				p->name);
		else if (err && !main) {
			fprintf(k->log, "libbpf: prog '%s': missing .BTF.ext function info.\n", p->name);
			return err;
		}
		if (main)
			k->func_ok = !err;
	}
	if (main || k->line_ok) {
		err = ext_append(p, at, &k->o->line_info, &l->line_info,
				 &l->line_cnt, &l->line_rec);
		if (err == -ENOMEM)
			return err;
		if (err && main && k->o->line_info.nsecs)
			fprintf(k->log, "libbpf: prog '%s': missing .BTF.ext line info for the main program, skipping all of .BTF.ext line info.\n",
				p->name);
		else if (err && !main) {
			fprintf(k->log, "libbpf: prog '%s': missing .BTF.ext line info.\n", p->name);
			return err;
		}
		if (main)
			k->line_ok = !err;
	}
	return 0;
}

static const struct bpf_reloc *find_reloc(const struct bpf_progdef *p, size_t idx)
{
	size_t i;

	for (i = 0; i < p->nrelocs; i++)
		if (p->relocs[i].insn == idx)
			return &p->relocs[i];
	return NULL;
}

static int append(struct linker *k, const struct bpf_progdef *p)
{
	struct bpf_linked *l = k->l;
	size_t at = l->cnt, i;
	struct bpf_insn *ni;
	struct bpf_reloc *nr;

	ni = realloc(l->insns, (l->cnt + p->cnt) * sizeof(*ni));
	if (!ni)
		return -ENOMEM;
	l->insns = ni;
	memcpy(ni + at, p->insns, p->cnt * sizeof(*ni));
	l->cnt += p->cnt;
	nr = realloc(k->relocs, (k->nrelocs + p->nrelocs + 1) * sizeof(*nr));
	if (!nr)
		return -ENOMEM;
	k->relocs = nr;
	for (i = 0; i < p->nrelocs; i++) {
		nr[k->nrelocs] = p->relocs[i];
		nr[k->nrelocs].insn += at;
		if (p->relocs[i].kind == BPF_RELOC_FUNC)
			ni[nr[k->nrelocs].insn].src_reg = BPF_PSEUDO_FUNC;
		k->nrelocs++;
	}
	k->at[p - k->o->progs] = at;
	return 0;
}

static bool subprog_call(const struct bpf_insn *i)
{
	return i->code == (BPF_JMP | BPF_CALL) && i->src_reg == BPF_PSEUDO_CALL &&
	       i->dst_reg == 0 && i->off == 0;
}

static int reloc_code(struct linker *k, const struct bpf_progdef *main,
		      const struct bpf_progdef *p, int depth)
{
	size_t at = k->at[p - k->o->progs], i;
	int err;

	if (depth > 256)
		return -ELOOP;
	err = ext_infos(k, p, at, p == main);
	if (err)
		return err;
	for (i = 0; i < p->cnt; i++) {
		struct bpf_insn *insn = &k->l->insns[at + i];
		const struct bpf_reloc *r;
		const struct bpf_progdef *sub;
		int64_t target;

		if (!subprog_call(insn) && !(bpf_insn_is_ldimm64(insn) && insn->src_reg == BPF_PSEUDO_FUNC))
			continue;
		r = find_reloc(p, i);
		if (r && r->kind != BPF_RELOC_CALL && r->kind != BPF_RELOC_FUNC) {
			fprintf(k->log, "libbpf: prog '%s': unexpected relo for insn #%zu, type %d\n",
				p->name, i, r->kind);
			return -EINVAL;
		}
		if (r && r->kind == BPF_RELOC_CALL)
			target = (int64_t)(r->sym_off / 8) + insn->imm + 1;
		else if (r)
			target = ((int64_t)r->sym_off + insn->imm) / 8;
		else if (bpf_insn_is_ldimm64(insn)) {
			fprintf(k->log, "libbpf: prog '%s': missing subprog addr relo for insn #%zu\n",
				p->name, i);
			return -EINVAL;
		} else
			target = (int64_t)(p->off + i) + insn->imm + 1;
		sub = target < 0 ? NULL : bpf_prog_at(k->o, k->o->text_sec, target);
		if (!k->o->text_sec || !sub) {
			fprintf(k->log, "libbpf: prog '%s': no .text section found yet sub-program call exists\n",
				p->name);
			return -EINVAL;
		}
		if (sub != main && !k->at[sub - k->o->progs]) {
			err = append(k, sub);
			if (!err)
				err = reloc_code(k, main, sub, depth + 1);
			if (err)
				return err;
		}
		insn = &k->l->insns[at + i];
		insn->imm = (int32_t)((int64_t)k->at[sub - k->o->progs] - (int64_t)(at + i) - 1);
	}
	return 0;
}

int bpf_obj_link(const struct bpf_obj *o, size_t pi, struct bpf_linked *out,
		 FILE *log)
{
	struct linker k = { .o = o, .l = out, .log = log };
	const struct bpf_progdef *main;
	size_t i;
	int err = -ENOMEM;

	memset(out, 0, sizeof(*out));
	if (pi >= o->nprogs)
		return -1;
	main = &o->progs[pi];
	if (o->core_relos) {
		char what[512] = "";

		bpf_btf_core_describe(o, o->btf_ext, o->btf_ext_len, what, sizeof(what));
		fprintf(log, "Cannot load program '%s': the object has %zu CO-RE relocation%s (%s); this ip loads objects without libbpf and cannot relocate against kernel types\n",
			main->name, o->core_relos, o->core_relos == 1 ? "" : "s",
			what[0] ? what : "unreadable");
		return -1;
	}
	k.at = calloc(o->nprogs, sizeof(*k.at));
	if (!k.at)
		goto fail;
	err = append(&k, main);
	if (!err)
		err = reloc_code(&k, main, main, 0);
	if (err)
		goto fail;
	for (i = 0; i < k.nrelocs; i++) {
		const struct bpf_reloc *r = &k.relocs[i];
		struct bpf_insn *insn = &out->insns[r->insn];
		void *f;

		if (r->kind == BPF_RELOC_CALL)
			continue;
		if (r->kind == BPF_RELOC_FUNC) {
			if (insn->src_reg != BPF_PSEUDO_FUNC) {
				fprintf(log, "libbpf: prog '%s': relo #%zu: bad insn\n", main->name, i);
				err = -EINVAL;
				goto fail;
			}
			continue;
		}
		if (r->kind == BPF_RELOC_DATA) {
			insn[1].imm = insn[0].imm + (int32_t)r->sym_off;
			insn[0].src_reg = BPF_PSEUDO_MAP_VALUE;
		} else {
			insn[0].src_reg = BPF_PSEUDO_MAP_FD;
		}
		insn[0].imm = 0;
		f = realloc(out->fds, (out->nfds + 1) * sizeof(*out->fds));
		if (!f) {
			err = -ENOMEM;
			goto fail;
		}
		out->fds = f;
		out->fds[out->nfds].insn = r->insn;
		out->fds[out->nfds].map = r->map;
		out->nfds++;
	}
	if (!k.func_ok) {
		free(out->func_info);
		out->func_info = NULL;
		out->func_cnt = out->func_rec = 0;
	}
	if (!k.line_ok) {
		free(out->line_info);
		out->line_info = NULL;
		out->line_cnt = out->line_rec = 0;
	}
	free(k.at);
	free(k.relocs);
	return 0;
fail:
	if (err == -ENOMEM)
		fprintf(log, "libbpf: prog '%s': failed to relocate calls: %d\n", main->name, err);
	free(k.at);
	free(k.relocs);
	bpf_linked_free(out);
	return -1;
}
