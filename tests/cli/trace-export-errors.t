# trace export refuses a directory that is not empty, a path that is a file, a parent
# that does not exist and a bad trace (nothing is created then), all with exit 2; an
# empty directory is accepted.
cmd: cd "$TMP" && mkdir full empty && touch full/a afile && for d in full afile nope/out; do warpscope trace export demo:vecadd:n=64 $d; echo "rc=$?"; done; warpscope trace export demo:nosuch new; echo "rc=$?"; test -e new || echo "new: not created"; warpscope trace export demo:vecadd:n=64 empty && ls empty && ls full
--- stdout
rc=2
rc=2
rc=2
rc=2
new: not created
kernel-1.traceg
kernelslist.g
a
--- stderr
warpscope: full: directory is not empty (it holds 'a'); trace export writes only into a new or empty directory
warpscope: afile: exists and is not a directory (trace export writes into a new or empty directory)
warpscope: nope/out: cannot create the export directory: No such file or directory
warpscope: demo:nosuch: unknown demo kernel (kernels: vecadd bfs kmeans mapreduce spmv conv2d laplace3d matmul scalarprod hotspot histogram)
