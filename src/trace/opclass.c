/* opclass.c — Accel-Sim's operation class of a SASS opcode per binary version
 * (warpscope/trace.h).  Interim reading from the opcode's first token and the coarse
 * class of opcodes.c, until the table measured on the peer replaces it. */
#include "warpscope/trace.h"

#include <string.h>

const char *const ws_opclass_names[WS_OPC_COUNT] = {
    "alu", "int", "sp", "dp", "sfu", "tensor", "load", "store", "branch", "call",
    "barrier", "membar", "exit", "nop", "spec1", "spec2", "spec3", "spec4" };

static bool oc_in(const char *tok, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(tok, *list))
            return true;
    return false;
}

enum ws_opclass ws_opclass_of(const char *text, uint32_t bv)
{
    char tok[32];
    size_t n = strcspn(text, ". \t");
    if (n == 0 || n >= sizeof tok)
        return WS_OPC_ALU;
    memcpy(tok, text, n);
    tok[n] = '\0';
    static const char *const sfu[] = { "MUFU", "RRO", NULL };
    static const char *const dp[] = { "DADD", "DFMA", "DMUL", "DSETP", "DSET", "DMNMX", NULL };
    static const char *const sp[] = { "FADD", "FADD32I", "FFMA", "FFMA32I", "FMUL", "FMUL32I",
                                      "FMNMX", "FSET", "FSETP", "FSWZADD", "FCHK", "HADD2",
                                      "HADD2_32I", "HFMA2", "HFMA2_32I", "HMUL2", "HMUL2_32I",
                                      "HSET2", "HSETP2", NULL };
    static const char *const in[] = { "IADD", "IADD3", "IADD32I", "IMAD", "IMAD32I", "IMUL",
                                      "IMUL32I", "ISCADD", "ISCADD32I", "ISETP", "ISET", "ICMP",
                                      "LEA", "LOP", "LOP3", "LOP32I", "SHF", "SHL", "SHR",
                                      "IMNMX", "IABS", "POPC", "FLO", "BREV", "BMSK", "XMAD",
                                      "IDP", "IDP4A", NULL };
    static const char *const br[] = { "BRA", "BRX", "JMP", "JMX", "SSY", "PBK", "BRK", "CONT",
                                      "SYNC", "BSSY", "BSYNC", "WARPSYNC", NULL };
    static const char *const call[] = { "CALL", "RET", "CAL", "PRET", NULL };
    static const char *const tensor[] = { "HMMA", "IMMA", "BMMA", "DMMA", NULL };
    static const char *const tex[] = { "TEX", "TEXS", "TLD", "TLD4", "TLD4S", "TLDS", "TMML",
                                       "TXD", "TXQ", NULL };
    if (oc_in(tok, sfu))
        return WS_OPC_SFU;
    if (oc_in(tok, dp))
        return WS_OPC_DP;
    if (oc_in(tok, sp))
        return WS_OPC_SP;
    if (oc_in(tok, in))
        return WS_OPC_INT;
    if (oc_in(tok, br))
        return bv >= 70 && !strcmp(tok, "BRA") ? WS_OPC_SPEC1 : WS_OPC_BRANCH;
    if (oc_in(tok, call))
        return WS_OPC_CALL;
    if (oc_in(tok, tensor))
        return bv >= 70 ? WS_OPC_SPEC3 : WS_OPC_TENSOR;
    if (oc_in(tok, tex))
        return bv >= 70 ? WS_OPC_SPEC2 : WS_OPC_ALU;
    if (!strcmp(tok, "EXIT"))
        return WS_OPC_EXIT;
    if (!strcmp(tok, "BAR"))
        return WS_OPC_BARRIER;
    if (!strcmp(tok, "MEMBAR"))
        return WS_OPC_MEMBAR;
    if (!strcmp(tok, "NOP"))
        return WS_OPC_NOP;
    if (tok[0] == 'U' && bv >= 75 && strcmp(tok, "USETMAXREG"))
        return WS_OPC_SPEC4;       /* uniform datapath */
    if (!strcmp(tok, "LDC"))
        return WS_OPC_ALU;         /* MODEL-NOTES §0: LDC is an ALU op */
    uint8_t unit, space, memop, width;
    if (ws_opcode_classify(text, &unit, &space, &memop, &width) && unit == WS_UNIT_MEM)
        return memop == WS_MEMOP_STORE ? WS_OPC_STORE : WS_OPC_LOAD;
    return WS_OPC_ALU;
}
