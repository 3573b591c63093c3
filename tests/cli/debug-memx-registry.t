# The memory-side Volta values are registered only where their mechanism is on: on qv100
# (l1d.write_ratio = 25, dram.dual_bus = true) `print` reads the L1D's written lines,
# its write-ratio reservation fails and the DRAM channel's dual issues; on gtx480 (both
# off) the names are unknown.  At cycle 6,000 of demo:vecadd on qv100, SM 0 has stored
# into 7 lines and no set was held (values after oc.dispatch_rr = sub_core joined the preset).
cmd: warpscope debug -c qv100 --batch -ex 'goto 6000' -ex 'print sm[0].l1d.written_lines' -ex 'print sm[0].l1d.write_ratio_fails' -ex 'print dram[0].dual_issues' demo:vecadd 2>&1 | grep -E '^(sm|dram)'; warpscope debug -c gtx480 --batch -ex 'goto 10' -ex 'print dram[0].dual_issues' demo:vecadd 2>&1 | grep -E 'unknown'
--- stdout
sm[0].l1d.written_lines = 7
sm[0].l1d.write_ratio_fails = 0
dram[0].dual_issues = 28
print: 'dram[0].dual_issues': unknown name
