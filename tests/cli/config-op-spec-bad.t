# op.spec1..4 (specialized units): auto, off or six integers; the latency must fit the
# unit's pipeline depth (GPGPU-Sim's -specialized_unit_N max_latency)
cmd: warpscope config -c qv100 -o op.spec3=4,8,4,4,9,2 --no-doc; echo "rc=$?"; warpscope config -o op.spec2=fast --no-doc; echo "rc=$?"; warpscope config -o op.spec4=4,4,4,4,4 --no-doc; echo "rc=$?"; warpscope config -c qv100 -o op.spec4=off --no-doc | grep '^op\.spec'
--- stdout
rc=2
rc=2
rc=2
op.spec1 = 4,4,4,4,4,4
op.spec2 = 4,200,4,4,200,4
op.spec3 = 4,8,4,4,2,2
op.spec4 = off
--- stderr
warpscope: op.spec3 = '4,8,4,4,9,2': expected auto, off or UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL (units 1-16, depth 1-511, widths 1-64, latency 1-depth, interval 1-511)
warpscope: op.spec2 = 'fast': expected auto, off or UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL (units 1-16, depth 1-511, widths 1-64, latency 1-depth, interval 1-511)
warpscope: op.spec4 = '4,4,4,4,4': expected auto, off or UNITS,DEPTH,ID_OC,OC_EX,LATENCY,INTERVAL (units 1-16, depth 1-511, widths 1-64, latency 1-depth, interval 1-511)
