# issue 19: the debugger refuses indices that do not fit and reports 64-bit overflow and
# over-large literals, instead of truncating, wrapping or capping them
cmd: warpscope debug -c tiny demo:vecadd
status: 0
--- stdin
print sm[4294967296].warp_insts
print sm[-1].warp_insts
print sm[1].warp_insts
focus sm 4294967297
focus sm 1 warp 4294967296
print 9223372036854775807+1
print -9223372036854775807-2
print -9223372036854775808
print -(-9223372036854775808)
print 99999999999999999999
print 0x1ffffffffffffffff
print 1e999
print 3037000500*3037000500
break issue
delete 4294967297
condition 4294967297 cycle > 1
ignore 4294967297 3
why 4294967296
quit 256
info breakpoints
--- stdout
sm[1].warp_insts = 0
-9223372036854775808 = -9223372036854775808
Breakpoint 1 at issue
Num     Type           Disp Enb What
1       breakpoint     keep y   issue
--- stderr
print: index 4294967296 of 'sm' is out of range (indices are 0 and up)
print: index -1 of 'sm' is out of range (indices are 0 and up)
focus: no SM 4294967297 (this GPU has 2)
focus: no warp slot 4294967296 (an SM holds 8)
print: integer overflow: 9223372036854775807 + 1 is outside the 64-bit range
print: integer overflow: -9223372036854775807 - 2 is outside the 64-bit range
print: integer overflow: -(-9223372036854775808) is outside the 64-bit range
print: column 1: 99999999999999999999 is out of range (integers are 64-bit: -9223372036854775808..9223372036854775807)
print: column 1: 0x1ffffffffffffffff is out of range (integers are 64-bit: -9223372036854775808..9223372036854775807)
print: column 1: 1e999 is out of range (floats are doubles: at most about 1.8e308)
print: integer overflow: 3037000500 * 3037000500 is outside the 64-bit range
No breakpoint number 4294967297.
No breakpoint number 4294967297.
No breakpoint number 4294967297.
why: expected a warp slot number, got '4294967296'
quit: expected an exit status 0..255, got '256'
