MemcpyHtoD,0x00007f2b2d500000,256
kernel-1.traceg
