# compare: the table of cycles, IPC, L1 miss rate, L2 hit rate, RBL and BLP, normalised to the first column, with geometric means
cmd: warpscope compare -c configs/tiny.cfg -p lrr,gto,tla demo:vecadd demo:hotspot
--- stdout
cycles (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          168390         0.981x         1.000x
demo:hotspot         582007         1.015x         0.980x
geomean              313056         0.998x         0.990x

IPC (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          9.3406         1.019x         1.000x
demo:hotspot        25.6848         0.985x         1.021x
geomean             15.4891         1.002x         1.010x
hmean               13.6993         1.002x         1.010x

L1 miss rate (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          1.0000         1.000x         1.000x
demo:hotspot         1.0000         1.000x         1.000x
geomean              1.0000         1.000x         1.000x

L2 hit rate (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          0.0000              -              -
demo:hotspot         0.3507         1.038x         0.781x
geomean              0.3507         1.038x         0.781x

RBL (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          0.9105         0.781x         1.000x
demo:hotspot         0.9362         0.940x         0.977x
geomean              0.9233         0.857x         0.989x

BLP (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          1.8874         0.960x         1.000x
demo:hotspot         1.1792         1.026x         1.036x
geomean              1.4919         0.993x         1.018x

L1 MPKI (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          7.8125         1.000x         1.000x
demo:hotspot         1.8725         1.000x         1.000x
geomean              3.8248         1.000x         1.000x
--- stderr
