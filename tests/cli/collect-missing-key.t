# a job's stats.json without a metric compare's table needs
cmd: cd $TMP && warpscope sweep -d d -c tiny -p gto demo:vecadd:n=1024 2>/dev/null && sed -i '/"dram.blp"/d' d/job-0/stats.json && warpscope collect d
status: 2
--- stdout
--- stderr
warpscope: d/job-0/stats.json: no "dram.blp" key (expected the output of warpscope run --stats json)
