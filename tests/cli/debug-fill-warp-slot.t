# l1-hit (and l1-evict) name the filling warp by its slot, as warp= does, not by its
# SM-wide launch number: on a hit of a warp on its own line, fill_warp equals warp
cmd: warpscope debug --batch --nx -c gtx480 demo:matmul
--- stdin
break l1-hit sm=0 if cycle > 4000
run
continue
continue
continue
--- stdout
Breakpoint 1 at l1-hit sm=0 if cycle > 4000
Starting demo:matmul (policy gto)

Breakpoint 1, l1-hit at cycle 4332: sm=0 warp=0 cta=0 sched=0 line=0x7f0000000000 own_fill=1 fill_warp=0
stopped at the end of that cycle (now cycle 4333), kernel 1 (matmul), focus sm 0 warp 0

Breakpoint 1, l1-hit at cycle 4382: sm=0 warp=34 cta=60 sched=0 line=0x7f0000007500 own_fill=1 fill_warp=34
stopped at the end of that cycle (now cycle 4383), kernel 1 (matmul), focus sm 0 warp 34

Breakpoint 1, l1-hit at cycle 4383: sm=0 warp=34 cta=60 sched=0 line=0x7f0000007400 own_fill=1 fill_warp=34
stopped at the end of that cycle (now cycle 4384), kernel 1 (matmul), focus sm 0 warp 34

Breakpoint 1, l1-hit at cycle 4384: sm=0 warp=39 cta=60 sched=1 line=0x7f0000007f00 own_fill=1 fill_warp=39
stopped at the end of that cycle (now cycle 4385), kernel 1 (matmul), focus sm 0 warp 39
--- stderr
