# kernelslist.g naming a kernel file that does not exist.
cmd: cd "$TMP" && printf 'MemcpyHtoD,0x00007f2b2d500000,400\nkernel-1.traceg\n' > kernelslist.g && warpscope trace info kernelslist.g
status: 2
--- stdout
--- stderr
warpscope: kernelslist.g:2: cannot open kernel trace 'kernel-1.traceg': no such file
