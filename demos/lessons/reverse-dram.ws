# Lesson: back in time from a DRAM row close to the loads behind it
# A DRAM bank reads only from its open row.  When the request it takes next wants another
# row, it closes the open one (PRE) and opens the other (ACT): a row conflict, tRP + tRCD
# before the read can start.  A breakpoint on row-close stops at the PRE, but the loads
# behind it were issued long before.  This lesson stops at a row close and goes back in
# time (reverse-continue, reverse-step, goto) to find them.  In a row-close event, row is
# the row that closes; sm, warp and addr name the request the bank turned to.
#
# The workload is vectorAdd: each warp loads a[i] (LDG.E at PC 0x0070) and b[i] (LDG.E at
# PC 0x0080), adds them and stores c[i]; b starts 2 MB after a.  The GPU is
# configs/tiny.cfg: one DRAM channel with two banks, FR-FCFS, a queue of 8 requests.
#
# Run it:   warpscope lesson reverse-dram   (the TUI; Space goes from step to step)
#           warpscope debug -c tiny -x demos/lessons/reverse-dram.ws   (all at once)

set config tiny
file demo:vecadd:n=2048
echo \nBreak on every row close of bank 0, pass over the first and stop at the second:\n
break row-close ch=0 bank=0
ignore 1 1
run
info dram
echo \nAt cycle 248 bank 0 closes row 32 (St P: precharging, no row open).  The event\n
echo names the request the bank turned to: SM 0 warp 1, line 0x7f0000000080.\n
echo Which load is that, and what does it wait for?  Ask why warp 1 waits:\n
why 1
echo \nIts first load, LDG.E at PC 0x0070 (a[i]), wants row 0 of the same bank: row\n
echo closed, waiting for ACT.  That request closed row 32.  Its second load, PC 0x0080\n
echo (b[i], line 0x7f0000200080), is still outside the DRAM scheduler, in the latency\n
echo queue: the DRAM queue is full (8 requests).\n
print dram[0].queue
expect cycle == 249 && dram[0].bank[0].row == -1 && dram[0].queue == 8
pause view=dram,log warp=1 A row closes: the request that closed it
echo \nGo back two cycles, before the PRE (reverse-step):\n
reverse-step 2
info dram
why 1
echo \nAt cycle 247 bank 0 still has row 32 open and idle: its last row hit is done.\n
echo Warp 1's a[i] request is first in bank 0's queue, marked row conflict.  FR-FCFS\n
echo takes a row hit first when its queue has one; it has none for row 32, so at cycle\n
echo 248 the bank takes its oldest request and closes the row.\n
expect cycle == 247 && dram[0].bank[0].row == 32
echo \nStep forward again: the same row close, at the same cycle (the simulator is\n
echo deterministic, so reverse-step then step returns to the very same state):\n
step 2
expect cycle == 249 && dram[0].bank[0].row == -1
pause view=dram warp=1 Two cycles earlier: the row conflict
echo \nWho had opened row 32?  Break on row opens of bank 0 and go back to the last one\n
echo (reverse-continue, rc: back to the previous breakpoint hit):\n
break row-open ch=0 bank=0
reverse-continue
info dram
why 0
echo \nRow 32 opened at cycle 204 for SM 0 warp 0's line 0x7f0000200000: why 0 names\n
echo the load, LDG.E at PC 0x0080, b[i] of warp 0, now waiting for its read.\n
expect cycle == 205 && dram[0].bank[0].row == 32
pause view=dram warp=0 Back to the row open: the load that opened row 32
echo \nAnd before that?  rc again:\n
reverse-continue
expect cycle == 201 && dram[0].bank[0].row == -1
reverse-continue
info dram
echo \nAt cycle 200 bank 0 closed row 0 for the same request (warp 0's b[i] line, row 32),\n
echo and at cycle 159 row 0 had been opened for warp 0's a[i] line 0x7f0000000000\n
echo (PC 0x0070).  One warp's two loads want two rows of one bank: a[i] opens row 0,\n
echo b[i] closes it and opens row 32, the next warp's a[i] closes row 32 again.\n
expect cycle == 160 && dram[0].bank[0].row == 0
pause view=dram warp=0 Row 0: opened by a[i], closed by b[i] of the same warp
echo \nNow from the DRAM back to the SM: the L1 miss of warp 0 before this, then its issue.\n
disable
break l1-miss sm=0 warp=0
reverse-continue
echo \nThe last L1 miss of warp 0 before cycle 159 is its b[i] line, at cycle 42.\n
expect cycle == 43
disable
break issue sm=0 warp=0
reverse-continue
reverse-continue
print/x sm[0].warp[0].pc
echo \nWarp 0 issued the load, LDG.E at PC 0x0080, at cycle 33 (its next instruction is\n
echo now 0x0090).  The line missed the L1 at cycle 42 and the L2, and waited in the\n
echo DRAM queues until bank 0 closed row 0 for it at cycle 200 and opened row 32 at 204.\n
expect cycle == 34 && sm[0].warp[0].pc == 0x90
pause view=warps warp=0 The load behind it: SM 0 warp 0, PC 0x0080, issued at cycle 33
echo \nBack to the row close (goto goes to any cycle, later ones too) and on from there:\n
delete
goto 249
break row-open ch=0 bank=0
continue
expect cycle == 253 && dram[0].bank[0].row == 0
continue
why 1
echo \nRow 0 opens at cycle 252 for warp 1's a[i] line, and row 32 opens again at cycle\n
echo 300 for warp 1's b[i] line 0x7f0000200080: the request that was still in the\n
echo latency queue when row 32 closed.  Had it reached the DRAM queue in time, FR-FCFS\n
echo would have served it as a row hit; instead it waited for a PRE and an ACT.\n
expect cycle == 301 && dram[0].bank[0].row == 32
echo \nWhy the row closed: vectorAdd's a and b are 2 MB apart, so a warp's a[i] and b[i]\n
echo lines fall in the same bank, in different rows (here rows 0 and 32): its two loads\n
echo conflict.  FR-FCFS serves the row hits in its queue first, but the queue holds 8\n
echo requests: when row 32's hits ran out, requests for it (warp 1's b[i] among them)\n
echo were still waiting outside, and the oldest request, for row 0, closed it.\n
echo The dram-row-buffer lesson compares FR-FCFS with FCFS over a whole run.\n
pause view=dram,log warp=1 Why the row closed: a row conflict in one bank
