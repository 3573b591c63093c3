# Lesson: the DRAM row buffer: row hits, row conflicts and FR-FCFS
# configs/tiny.cfg has one channel with two banks.  A bank serves a column access (RD)
# only from its open row: a row hit costs tCL; a closed bank needs an ACT first (tRCD);
# a bank with another row open needs PRE, then ACT (tRP + tRCD): a row conflict.
#
# Run it:   warpscope lesson dram-row-buffer   (the TUI; Space goes from step to step)
#           warpscope debug -c tiny -x demos/lessons/dram-row-buffer.ws   (all at once)

set config tiny
file demo:vecadd:n=2048
echo \nStop at the first row opened (an ACT):\n
tbreak row-open
run
info dram
pause view=dram The first row opened (ACT)
echo \nThe event's bank now holds its row open.  Watch the next reads of channel 0:\n
tbreak dram-read ch=0
continue
info dram
pause view=dram A read from the open row
echo \nStop when a row closes (a PRE) — it had served open_cycles (DRAM cycles open) and accesses:\n
tbreak row-close ch=0
continue
info dram
print dram.row_hits
print dram.activates
pause view=dram,log A row closes (PRE)
echo \n=== FR-FCFS: row hits first, then the oldest ===\n
continue
print dram.rbl
print dram.activates
print cycle
expect dram.activates == 78 && dram.rbl > 0.847 && dram.rbl < 0.849 && cycle == 2275
echo \n=== FCFS: strictly oldest first ===\n
set dram.scheduler fcfs
run
print dram.rbl
print dram.activates
print cycle
expect dram.activates == 99 && dram.rbl > 0.806 && dram.rbl < 0.808 && cycle == 2556
echo \nFCFS serves requests in arrival order even when they hop between rows, so it\n
echo opens rows more often (99 ACTs against 78) and hits the open row less (dram.rbl\n
echo 0.807 against 0.848), and the kernel ends later (cycle 2556 against 2275).\n
echo FR-FCFS lets a younger row hit go before an older row miss.  OWL's BLP scheme\n
echo trades some of this row locality for bank-level parallelism.\n
pause view=dram,stats FR-FCFS against FCFS
