# compare: the table of cycles, IPC, L1 miss rate, L2 hit rate, RBL and BLP, normalised to the first column, with geometric means
cmd: warpscope compare -c configs/tiny.cfg -p lrr,gto,tla demo:vecadd demo:hotspot
--- stdout
cycles (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          136056         0.840x         1.003x
demo:hotspot         634877         0.925x         0.997x
geomean              293903         0.881x         1.000x

IPC (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd         11.5604         1.191x         0.997x
demo:hotspot        23.5458         1.082x         1.003x
geomean             16.4985         1.135x         1.000x
hmean               15.5072         1.133x         1.000x

L1 miss rate (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          1.0000         1.000x         1.000x
demo:hotspot         1.0000         1.000x         1.000x
geomean              1.0000         1.000x         1.000x

L2 hit rate (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          0.0000              -              -
demo:hotspot         0.1057         1.213x         1.453x
geomean              0.1057         1.213x         1.453x

RBL (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          0.8132         0.666x         0.975x
demo:hotspot         0.7437         0.721x         0.983x
geomean              0.7776         0.693x         0.979x

BLP (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          1.9437         0.993x         1.008x
demo:hotspot         1.1650         0.995x         0.972x
geomean              1.5048         0.994x         0.990x

L1 MPKI (first column absolute, others relative to it)
trace                   lrr            gto            tla
demo:vecadd          5.2083         1.000x         1.000x
demo:hotspot         1.4102         1.000x         1.000x
geomean              2.7101         1.000x         1.000x
--- stderr
