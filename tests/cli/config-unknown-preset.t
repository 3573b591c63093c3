# -c with a name that is neither a file nor a preset: the error lists the presets
cmd: warpscope run -c gtx48 demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: -c gtx48: no such config file or preset (presets: ccws, ctaa, default, gtx480, owl, pro, qv100, rtx3070, tiny)
