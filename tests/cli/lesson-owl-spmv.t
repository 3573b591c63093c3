# the OWL lesson's closing claim: on configs/owl.cfg the opportunistic prefetcher (owl)
# raises the L2 hit rate (1.354x) and the row-buffer locality (1.076x) of spmv over
# cta-blp, and the kernel takes 0.972x the cycles
# (the compare the lesson names, golden)
cmd: warpscope compare -c owl -p cta-blp,owl demo:spmv
--- stdout
cycles (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv             43863         0.972x
geomean               43863         0.972x

IPC (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv           34.6678         1.029x
geomean             34.6678         1.029x
hmean               34.6678         1.029x

L1 miss rate (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.2766         1.018x
geomean              0.2766         1.018x

L2 hit rate (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.6277         1.354x
geomean              0.6277         1.354x

RBL (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            0.8768         1.076x
geomean              0.8768         1.076x

BLP (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv            2.9782         1.114x
geomean              2.9782         1.114x

L1 MPKI (first column absolute, others relative to it)
trace               cta-blp            owl
demo:spmv           34.2022         1.018x
geomean             34.2022         1.018x

prefetch coverage (absolute)
trace               cta-blp            owl
demo:spmv            0.0000         0.0617

prefetch accuracy (absolute)
trace               cta-blp            owl
demo:spmv            0.0000         0.9864
--- stderr
