# lib.sh — the correlation harness's parsing and report functions, sourced by run.sh,
# record.sh and tests/cli/correlation-parse.sh (which checks them on stored inputs).
#
# A stats line is six tab-separated fields:
#   cycles  kernel_cycles(a,b,...)  warp_insts  l1d_miss_rate  l2_miss_rate  dram_reads
# dram_reads counts 32-byte DRAM reads: the peer's n_rd (+ n_rd_L2_A) summed over its
# DRAM[i] lines is one command per 32 B sector (../shared/peer/accelsim/reference/
# README.md); warpscope's dram.reads counts l2.line-byte reads and is scaled to 32 B.

# corr_peer_stats LOG: the stats line of one Accel-Sim log (plain or .gz).  Cumulative
# values come from the last kernel's dump (GPGPU-Sim never resets cache or DRAM counters);
# kernel cycles are every dump's gpu_sim_cycle.  Fails when a value is missing.
corr_peer_stats() {
    gzip -cdf -- "$1" | awk -v src="$1" '
        /^gpu_sim_cycle = / { kc = kc (kc == "" ? "" : ",") $3; dram = 0; nd = 0; next }
        /^gpu_tot_sim_cycle = / { cyc = $3; next }
        /^gpgpu_n_tot_w_icount = / { wi = $3; next }
        /^[ \t]*L1D_total_cache_miss_rate = / { l1 = $3; next }
        /^L2_total_cache_miss_rate = / { l2 = $3; next }
        /^n_cmd=/ {
            nd++
            for (i = 1; i <= NF; i++)
                if ($i ~ /^n_rd=/ || $i ~ /^n_rd_L2_A=/) { split($i, a, "="); dram += a[2] }
        }
        END {
            if (cyc == "" || kc == "" || wi == "" || l1 == "" || l2 == "" || nd == 0) {
                printf "%s: no %s in the log\n", src, cyc == "" ? "gpu_tot_sim_cycle" : kc == "" ? "gpu_sim_cycle" : wi == "" ? "gpgpu_n_tot_w_icount" : l1 == "" ? "L1D_total_cache_miss_rate" : l2 == "" ? "L2_total_cache_miss_rate" : "DRAM[i] n_rd line" > "/dev/stderr"
                exit 1
            }
            printf "%s\t%s\t%s\t%.4f\t%.4f\t%d\n", cyc, kc, wi, l1, l2, dram
        }'
}

# corr_ws_stats JSON TIMELINE: the stats line of one `warpscope run --stats json
# --cta-timeline TIMELINE` run; kernel k's cycles run from the end of kernel k-1's last
# CTA to the end of its own (kernels run one after another), the last to `cycles`.
# warpscope's dram.reads are 32-byte sector reads, as the peer's n_rd.
corr_ws_stats() {
    awk -v json="$1" '
        FNR == 1 { f++ }
        f == 1 && /^  "[a-z0-9_.]+": / {
            k = $1; gsub(/[",:]/, "", k); v = $2; sub(/,$/, "", v); s[k] = v; next
        }
        f == 2 && FNR > 1 { split($0, c, ","); if (!(c[1] in end) || c[5] + 0 > end[c[1]]) end[c[1]] = c[5] + 0; if (c[1] + 1 > nk) nk = c[1] + 1 }
        END {
            split("cycles warp_insts l1d.miss_rate l2.accesses l2.misses dram.reads", need, " ")
            for (i in need) if (!(need[i] in s)) { printf "%s: no \"%s\"\n", json, need[i] > "/dev/stderr"; exit 1 }
            if (nk == 0) { printf "%s: an empty CTA timeline\n", json > "/dev/stderr"; exit 1 }
            prev = 0; kc = ""
            for (k = 0; k < nk; k++) {
                e = k == nk - 1 ? s["cycles"] : end[k]
                kc = kc (k ? "," : "") (e - prev); prev = e
            }
            l2 = s["l2.accesses"] > 0 ? s["l2.misses"] / s["l2.accesses"] : 0
            printf "%s\t%s\t%s\t%.4f\t%.4f\t%d\n", s["cycles"], kc, s["warp_insts"], s["l1d.miss_rate"], l2, s["dram.reads"]
        }' "$1" "$2"
}

# corr_fingerprint DIR: md5 of an Accel-Sim trace directory's kernelslist.g and the
# kernel files it names, in its order (what the peer reads).
corr_fingerprint() {
    ( cd "$1" && { cat kernelslist.g; grep '^kernel' kernelslist.g | while read -r k; do cat "$k"; done; } | md5sum | cut -c1-12 )
}

# corr_report ROWS: the table per trace and policy, the GTO/LRR order per trace and the
# summary.  ROWS has one line per trace and policy: name, policy, then the peer's six
# stats fields and warpscope's six (tab-separated).
corr_report() {
    awk -F'\t' '
        function abs(x) { return x < 0 ? -x : x }
        function pct(x) { return sprintf("%+.1f%%", 100 * x) }
        {
            n++; name[n] = $1; pol[n] = $2
            pc[n] = $3; pk[n] = $4; pl1[n] = $6; pl2[n] = $7; pd[n] = $8
            wc[n] = $9; wk[n] = $10; wl1[n] = $12; wl2[n] = $13; wd[n] = $14
            cyc[$1 SUBSEP $2] = $3; wcyc[$1 SUBSEP $2] = $9
            if (!($1 in seen)) { seen[$1] = 1; order[++nt] = $1 }
        }
        END {
            printf "%-16s %-6s %10s %10s %6s %7s  %-13s %-13s %s\n", "trace", "policy", "peer cyc", "ws cyc", "ratio", "error", "L1D miss p/w", "L2 miss p/w", "DRAM rd 32B p/w"
            for (i = 1; i <= n; i++) {
                r = wc[i] / pc[i]; e = r - 1
                se += abs(e); if (abs(e) > me) { me = abs(e); mn = name[i] "/" pol[i] }
                if (abs(e) <= 0.20) in20++
                if (abs(pl1[i] - wl1[i]) <= 0.05) l1ok++
                if (abs(pl2[i] - wl2[i]) <= 0.05) l2ok++
                printf "%-16s %-6s %10d %10d %6.2f %7s  %.3f/%.3f   %.3f/%.3f   %d/%d\n", name[i], pol[i], pc[i], wc[i], r, pct(e), pl1[i], wl1[i], pl2[i], wl2[i], pd[i], wd[i]
                if (pk[i] ~ /,/) printf "%-16s %-6s   kernel cycles peer %s, warpscope %s\n", "", "", pk[i], wk[i]
            }
            printf "\nGTO vs LRR (compared where the peer'"'"'s two differ by more than 3%%):\n"
            for (t = 1; t <= nt; t++) {
                x = order[t]
                if (!((x SUBSEP "gto") in cyc) || !((x SUBSEP "lrr") in cyc)) continue
                pd2 = cyc[x, "lrr"] / cyc[x, "gto"] - 1; wd2 = wcyc[x, "lrr"] / wcyc[x, "gto"] - 1
                if (abs(pd2) <= 0.03) { v = "not compared"; nskip++ }
                else if ((pd2 > 0) == (wd2 > 0) && wd2 != 0) { v = "agree"; agree++ }
                else { v = "DISAGREE"; dis++ }
                printf "  %-16s peer LRR/GTO %s, warpscope %s: %s\n", x, pct(pd2), pct(wd2), v
            }
            printf "\nsummary over %d runs: mean absolute cycle error %.1f%%, max %.1f%% (%s), within +-20%%: %d of %d; L1D miss rate within 0.05: %d of %d; L2: %d of %d; GTO/LRR order agrees: %d of %d compared (%d not compared)\n", n, 100 * se / n, 100 * me, mn, in20, n, l1ok, n, l2ok, n, agree, agree + dis, nskip
        }' "$1"
}
