# the OWL lesson's closing claim: on configs/owl.cfg the opportunistic prefetcher (owl)
# raises the L2 hit rate (1.256x) and the row-buffer locality (1.074x) of spmv over
# cta-blp, and in this model the kernel takes slightly longer (1.026x the cycles)
# (the compare the lesson names, golden)
cmd: warpscope compare -c owl -p cta-blp,owl demo:spmv
--- stdout
cycles (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv             52975         1.026x
geomean               52975         1.026x

IPC (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv           28.7047         0.975x
geomean             28.7047         0.975x
hmean               28.7047         0.975x

L1 miss rate (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.3418         1.024x
geomean              0.3418         1.024x

L2 hit rate (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.6986         1.256x
geomean              0.6986         1.256x

RBL (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.8795         1.074x
geomean              0.8795         1.074x

BLP (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            3.1279         1.052x
geomean              3.1279         1.052x

L1 MPKI (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv           42.2686         1.024x
geomean             42.2686         1.024x

prefetch coverage (absolute)
trace               cta-blp            owl
demo:spmv            0.0000         0.0611

prefetch accuracy (absolute)
trace               cta-blp            owl
demo:spmv            0.0000         0.9855
--- stderr
