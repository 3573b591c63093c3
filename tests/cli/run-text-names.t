# whole run, --stats text: the report keys and GPGPU-Sim's names for the headline figures
cmd: warpscope run -c configs/tiny.cfg -p gto demo:vecadd
--- stdout-has
cycles                       165236
warp_insts                   53248
sim.seconds
sim.warp_insts_per_sec
# GPGPU-Sim names
gpu_sim_cycle = 165236
gpu_sim_insn = 1572864
gpu_ipc =
L1D_total_cache_miss_rate = 1.0000
Row_Buffer_Locality = 
Bank_Level_Parallism = 
--- stderr
