# compare --best: one column per policy, per trace the swept value with the most IPC (Best-SWL); gto, which swl.limit does not change, keeps its name; a last table names the values picked; 1..4 is 1,2,3,4
cmd: warpscope compare -c configs/tiny.cfg -p gto,swl -s swl.limit=1..4 --best demo:bfs demo:kmeans
--- stdout
cycles (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             723849         0.833x
demo:kmeans         8334705         0.346x
geomean             2456230         0.537x

IPC (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             1.2172         1.200x
demo:kmeans          0.8312         2.890x
geomean              1.0058         1.862x
hmean                0.9878         1.696x

L1 miss rate (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.8060         0.969x
demo:kmeans          1.0000         1.000x
geomean              0.8978         0.984x

L2 hit rate (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.4433         1.360x
demo:kmeans          0.1990         4.202x
geomean              0.2970         2.391x

RBL (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.7919         0.958x
demo:kmeans          0.9695         0.976x
geomean              0.8762         0.967x

BLP (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             1.7820         0.926x
demo:kmeans          1.9292         0.818x
geomean              1.8541         0.870x

L1 MPKI (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs           133.4876         0.969x
demo:kmeans        120.6530         1.000x
geomean            126.9082         0.984x

best swl.limit per trace (most IPC; "any": no value changed the cycles)
trace                   gto       swl/best
demo:bfs                any              4
demo:kmeans             any              2
--- stderr
