# ~/.warpscopeinit is sourced first (not with --nx or --batch); -x and -ex run in order
cmd: printf 'echo init ran\\n\n' > $TMP/.warpscopeinit && printf 'echo from -x\\n\n' > $TMP/a.ws && HOME=$TMP warpscope debug -ex 'echo ex one\n' -x $TMP/a.ws -ex 'echo ex two\n' demo:vecadd:n=64 </dev/null && HOME=$TMP warpscope debug --nx -ex 'echo nx\n' demo:vecadd:n=64 </dev/null && HOME=$TMP warpscope debug --batch -ex 'echo batch\n' demo:vecadd:n=64
--- stdout
init ran
ex one
from -x
ex two
nx
batch
--- stderr
