/* gen.c — the demo kernel table and "demo:NAME[:K=V,...]" parsing.
 * (Placeholder table: the generators arrive with the demos issue.) */
#include "warpscope/gen.h"

#include <string.h>

size_t ws_gen_count(void)
{
    return 0;
}

const struct ws_gen_kernel_desc *ws_gen_desc(size_t i)
{
    (void)i;
    return NULL;
}

struct ws_trace *ws_gen_open(const char *spec, struct ws_err *err)
{
    ws_errf(err, WS_ERR_INPUT, "demo:%s: no demo kernels are built in yet", spec);
    return NULL;
}
