# compare: the table of cycles, IPC, L1 miss rate, L2 hit rate, RBL and BLP, normalised to the first column, with geometric means
cmd: warpscope compare -c configs/tiny.cfg -p lrr,gto,tla demo:vecadd demo:hotspot
--- stdout
cycles (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          136787         0.918x         1.000x
demo:hotspot         626297         0.921x         0.999x
geomean              292693         0.920x         0.999x

IPC (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd         11.4986         1.089x         1.000x
demo:hotspot        23.8684         1.085x         1.001x
geomean             16.5667         1.087x         1.001x
hmean               15.5203         1.087x         1.001x

L1 miss rate (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          1.0000         1.000x         1.000x
demo:hotspot         1.0000         1.000x         1.000x
geomean              1.0000         1.000x         1.000x

L2 hit rate (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          0.0000              -              -
demo:hotspot         0.1056         1.267x         1.003x
geomean              0.1056         1.267x         1.003x

RBL (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          0.7925         0.724x         1.000x
demo:hotspot         0.7946         0.748x         0.997x
geomean              0.7936         0.736x         0.999x

BLP (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          1.9543         0.970x         1.000x
demo:hotspot         1.1890         0.990x         0.998x
geomean              1.5243         0.980x         0.999x

L1 MPKI (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          5.2083         1.000x         1.000x
demo:hotspot         1.4102         1.000x         1.000x
geomean              2.7101         1.000x         1.000x
--- stderr
