# compare: the table of cycles, IPC, L1 miss rate, L2 hit rate, RBL and BLP, normalised to the first column, with geometric means
cmd: warpscope compare -c configs/tiny.cfg -p lrr,gto,tla demo:vecadd demo:hotspot
--- stdout
cycles (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          136056         0.840x         1.003x
demo:hotspot         271451         0.988x         1.006x
geomean              192178         0.911x         1.005x

IPC (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd         11.5604         1.191x         0.997x
demo:hotspot        11.7303         1.013x         0.994x
geomean             11.6450         1.098x         0.995x
hmean               11.6447         1.094x         0.995x

L1 miss rate (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          1.0000         1.000x         1.000x
demo:hotspot         1.0000         1.000x         1.000x
geomean              1.0000         1.000x         1.000x

L2 hit rate (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          0.0000              -              -
demo:hotspot         0.1030         1.041x         1.547x
geomean              0.1030         1.041x         1.547x

RBL (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          0.8132         0.666x         0.975x
demo:hotspot         0.7279         0.750x         0.959x
geomean              0.7694         0.706x         0.967x

BLP (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          1.9437         0.993x         1.008x
demo:hotspot         1.1499         1.027x         1.023x
geomean              1.4950         1.010x         1.015x

L1 MPKI (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          5.2083         1.000x         1.000x
demo:hotspot         4.9520         1.000x         1.000x
geomean              5.0785         1.000x         1.000x
--- stderr
