# compare's columns widen to their longest label: a sweep's "policy/key=value" labels
# (16 characters here) used to overflow the 14-wide columns and run into each other.
cmd: warpscope compare -c tiny -p gto -s l1d.mshrs=8,16 demo:vecadd:n=4096 | head -4
--- stdout
cycles (first column absolute, others relative to it)
trace               gto/l1d.mshrs=8 gto/l1d.mshrs=16
demo:vecadd:n=4096             4930           0.893x
geomean                        4930           0.893x
