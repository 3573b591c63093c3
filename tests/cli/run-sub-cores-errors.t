# sm.sub_cores needs every scheduler to get an equal share: the register banks, each
# collector set's units, at least one unit of each type, and a slot of every ID_OC and
# OC_EX register (the peer asserts the same); each error names the key
cmd: T=tests/cli/data/accelsim/subcores; for o in oc.banks=6 oc.gen=6,8,8 sm.int_units=2 sm.pipeline_widths=4,4,2,4,4,4,4,4,4,4,8,4,4; do warpscope run -c qv100 -o $o $T; echo "status $?"; done
--- stdout
status 2
status 2
status 2
status 2
--- stderr
warpscope: oc.banks = 6: with sm.sub_cores the banks must divide evenly among the 4 schedulers (sm.schedulers)
warpscope: oc.gen: 6 collector units; with sm.sub_cores each set's units must divide evenly among the 4 schedulers (sm.schedulers)
warpscope: sm.sub_cores: 2 int (sm.int_units) units, expected at least one per scheduler (sm.schedulers = 4) and at most its 4 OC_EX slots (sm.pipeline_widths)
warpscope: sm.pipeline_widths = '4,4,2,4,4,4,4,4,4,4,8,4,4': with sm.sub_cores every ID_OC and OC_EX register needs a slot per scheduler (4)
