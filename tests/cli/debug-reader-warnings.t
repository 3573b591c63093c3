# The debugger prints the reader's warnings (gathered while CTAs load) on stderr, as run
# does, once per trace load: here the surplus deltas of tests/cli/data/accelsim/surplus-deltas
cmd: warpscope debug --batch -c tiny -ex run -ex run tests/cli/data/accelsim/surplus-deltas
--- stdout
Starting tests/cli/data/accelsim/surplus-deltas (policy gto)
[simulation finished] the last kernel ended at cycle 209: 5 warp instructions, IPC 0.3301
cycle 209, all kernels done, focus sm 0
Starting tests/cli/data/accelsim/surplus-deltas (policy gto)
[simulation finished] the last kernel ended at cycle 209: 5 warp instructions, IPC 0.3301
cycle 209, all kernels done, focus sm 0
--- stderr
warning: tests/cli/data/accelsim/surplus-deltas/kernel-1.traceg:21: 2 base+delta lines carry more deltas than active lanes: the surplus is ignored, as Accel-Sim ignores it
warning: tests/cli/data/accelsim/surplus-deltas/kernel-1.traceg:21: 2 base+delta lines carry more deltas than active lanes: the surplus is ignored, as Accel-Sim ignores it
