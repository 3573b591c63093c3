# compare --from on collect's JSON: an object without one of the first object's keys names its line
cmd: cd $TMP && warpscope sweep -d d -c tiny -p lrr,gto demo:vecadd:n=1024 2>/dev/null && warpscope collect --stats json d > t.json && sed -i '3s/"ipc": [0-9.]*, //' t.json && warpscope compare --from t.json
status: 2
--- stdout
--- stderr
warpscope: t.json:3: no key 'ipc' in this object (expected the keys of the first object, line 2)
