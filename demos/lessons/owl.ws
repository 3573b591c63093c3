# Lesson: OWL, CTA-aware warp scheduling and opportunistic prefetching
# Jog et al., ASPLOS 2013: warps are grouped by CTA (Algorithm 1), one group is preferred at a time, consecutive SMs prefer
# different groups (bank-level parallelism), and the DRAM controller prefetches the
# rest of an open row into the L2 before it closes (opportunistic prefetching).
#
# Run it:   warpscope lesson owl            (the TUI; Space goes from step to step)
#           warpscope debug -c tiny -x demos/lessons/owl.ws   (all at once)

set config tiny

file demo:laplace3d:nx=64,ny=32,nz=4
set sched.policy cta
set owl.group_min_warps 4
echo \nlaplace3d has CTAs of 4 warps; tiny.cfg's SMs hold 8 warps, so 2 CTAs each.  With at\n
echo least 4 warps per group, Algorithm 1 makes 2 groups of 1 CTA (membership by CTA slot).\n
echo `cta` runs one group until all its warps wait on memory, then the next (round robin):\n
break group-switch sm=0
run
info sched
echo \nThe warps view: the active group's warps first, the pending group behind them.\n
info warps
why 4
expect cycle == 52 && sm[0].sched.group == 1
pause view=warps,ctas warp=4 cta: a group switch
echo \nNext switch goes back to group 0 (round robin between the two):\n
continue
print sm[0].sched.group
expect cycle == 212 && sm[0].sched.group == 0
pause view=warps,ctas Back to group 0
delete 1
echo \n`cta-loc` always prefers the top group (priority 0) and returns to it as soon as\n
echo one of its warps is ready; the top moves on only when the top group's CTAs finish.\n
set sched.policy cta-loc
break group-switch sm=0
run
info sched
print sm[0].cta[0].group_prio
print sm[0].cta[1].group_prio
expect sm[0].cta[0].group_prio == 0 && sm[0].cta[1].group_prio == 1
pause view=ctas,warps cta-loc: the top group
delete 2
echo \n`cta-blp` rotates the priorities per SM, (g - core) mod groups, so SM 0 and SM 1\n
echo prefer different groups, hence CTAs that do not share DRAM rows:\n
set sched.policy cta-blp
tbreak issue sm=1
run
print sm[0].sched.top
print sm[1].sched.top
expect sm[0].sched.top == 0 && sm[1].sched.top == 1
pause view=sms,ctas sm=1 cta-blp: each SM its own top group
echo \n`owl` adds the opportunistic prefetcher in the DRAM controller: once no demand for\n
echo the open row is left, it reads the row's other lines into the L2 (row_line = line in the row,\n
echo row_prefetches = prefetches so far for this opening):\n
set sched.policy owl
break prefetch
run
info dram
expect cycle == 372
pause view=dram,log owl: a prefetch from an open row
delete
echo \nRun to the end and count the prefetches and the demand hits they served:\n
continue
print prefetch.issued
print prefetch.useful
print dram.rbl
expect prefetch.issued == 1071 && prefetch.useful == 13
echo \ntiny.cfg's L2 holds 16 KB (two slices of 8 KB), four DRAM rows' worth: most prefetched\n
echo lines are evicted before a demand comes, so few are useful here (13 of 1071).\n
echo On configs/owl.cfg (512 KB of L2 per channel) the command\n
echo `warpscope compare -c owl -p cta-blp,owl demo:spmv` shows the L2 hit rate and the\n
echo row-buffer locality that the prefetcher restores (1.354x and 1.076x, about +35% and\n
echo +8%), and the kernel takes 0.972x the cycles there (about 3% fewer): the restored\n
echo locality pays for the prefetch traffic.\n
pause view=dram,stats Why few prefetches help on tiny
