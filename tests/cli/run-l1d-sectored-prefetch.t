# a sectored L1D with a core-side prefetcher is refused (the prefetchers fetch whole
# lines), naming both, rather than simulated wrongly
cmd: warpscope run -c tiny -p ctaa -o l1d.sectored=true demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: l1d.sectored = true: the core-side prefetchers (ctaa) fetch whole lines and do not work with a sectored L1D yet
