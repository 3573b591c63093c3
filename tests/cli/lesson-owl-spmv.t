# the OWL lesson's closing claim: on configs/owl.cfg the opportunistic prefetcher (owl)
# raises the L2 hit rate and the row-buffer locality of spmv over cta-blp, and in this
# model the kernel takes longer (the compare the lesson names, golden)
cmd: warpscope compare -c owl -p cta-blp,owl demo:spmv
--- stdout
cycles (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv             30015         1.158x
geomean               30015         1.158x

IPC (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv           50.6624         0.864x
geomean             50.6624         0.864x
hmean               50.6624         0.864x

L1 miss rate (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.3334         0.953x
geomean              0.3334         0.953x

L2 hit rate (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.5966         1.369x
geomean              0.5966         1.369x

RBL (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.7534         1.233x
geomean              0.7534         1.233x

BLP (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            2.8406         1.335x
geomean              2.8406         1.335x

L1 MPKI (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv           24.1143         0.953x
geomean             24.1143         0.953x

prefetch coverage (absolute)
trace               cta-blp            owl
demo:spmv            0.0000         0.1159

prefetch accuracy (absolute)
trace               cta-blp            owl
demo:spmv            0.0000         0.6701
--- stderr
