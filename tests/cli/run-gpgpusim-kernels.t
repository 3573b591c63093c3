# GPGPU-Sim's named block after each kernel (gpgpu_sim::print_stats at each kernel exit):
# the kernel's own gpu_sim_cycle/gpu_sim_insn/gpu_ipc, then gpu_tot_* so far; a 4-kernel demo
cmd: warpscope run -c configs/tiny.cfg -p gto demo:histogram:bytes=16384 | sed -n '/^# GPGPU-Sim names/,$p'
--- stdout
# GPGPU-Sim names
kernel_name = histogram64Kernel
kernel_launch_uid = 1
gpu_sim_cycle = 9164
gpu_sim_insn = 146432
gpu_ipc =      15.9790
gpu_tot_sim_cycle = 9164
gpu_tot_sim_insn = 146432
gpu_tot_ipc =      15.9790
kernel_name = mergeHistogram64Kernel
kernel_launch_uid = 2
gpu_sim_cycle = 11457
gpu_sim_insn = 590528
gpu_ipc =      51.5430
gpu_tot_sim_cycle = 20621
gpu_tot_sim_insn = 736960
gpu_tot_ipc =      35.7383
kernel_name = histogram256Kernel
kernel_launch_uid = 3
gpu_sim_cycle = 44154
gpu_sim_insn = 2004992
gpu_ipc =      45.4091
gpu_tot_sim_cycle = 64775
gpu_tot_sim_insn = 2741952
gpu_tot_ipc =      42.3304
kernel_name = mergeHistogram256Kernel
kernel_launch_uid = 4
gpu_sim_cycle = 1129730
gpu_sim_insn = 2727680
gpu_ipc =       2.4145
gpu_tot_sim_cycle = 1194505
gpu_tot_sim_insn = 5469632
gpu_tot_ipc =       4.5790
L1D_total_cache_miss_rate = 0.9981
Row_Buffer_Locality = 0.990952
Bank_Level_Parallism = 1.014987
--- stderr
