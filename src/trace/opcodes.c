/* opcodes.c — the SASS opcode table (Kepler to Hopper): first token of an opcode text to
 * unit class, memory space and kind of access; access width from the modifiers. */
#include "warpscope/trace.h"

#include <stdlib.h>
#include <string.h>

/* One opcode mnemonic.  Invariant: ws_opcode_table is sorted by name (strcmp), which
 * the unit tests check. */
struct ws_opcode_def {
    const char *name;
    uint8_t unit, space, memop;
};

#define A WS_UNIT_ALU, WS_SPACE_NONE, WS_MEMOP_NONE
#define S WS_UNIT_SFU, WS_SPACE_NONE, WS_MEMOP_NONE
#define D WS_UNIT_DP, WS_SPACE_NONE, WS_MEMOP_NONE
#define MG(op) WS_UNIT_MEM, WS_SPACE_GLOBAL, WS_MEMOP_##op
#define ML(op) WS_UNIT_MEM, WS_SPACE_LOCAL, WS_MEMOP_##op
#define MS(op) WS_UNIT_MEM, WS_SPACE_SHARED, WS_MEMOP_##op
#define MC WS_UNIT_MEM, WS_SPACE_CONST, WS_MEMOP_LOAD
#define MT WS_UNIT_MEM, WS_SPACE_TEX, WS_MEMOP_LOAD

static const struct ws_opcode_def ws_opcode_table[] = {
    { "ACQBULK", A }, { "AL2P", A }, { "ALD", A }, { "ARRIVES", A }, { "AST", A },
    { "ATOM", MG(ATOMIC) }, { "ATOMG", MG(ATOMIC) }, { "ATOMS", MS(ATOMIC) },
    { "B2R", A }, { "BAR", WS_UNIT_BAR, WS_SPACE_NONE, WS_MEMOP_NONE },
    { "BFE", A }, { "BFI", A }, { "BGMMA", A }, { "BMMA", A }, { "BMOV", A },
    { "BMSK", A }, { "BPT", A }, { "BRA", A }, { "BREAK", A }, { "BREV", A },
    { "BRK", A }, { "BRX", A }, { "BRXU", A }, { "BSSY", A }, { "BSYNC", A },
    { "CAL", A }, { "CALL", A }, { "CCTL", A }, { "CCTLL", A }, { "CCTLT", A },
    { "CGAERRBAR", A }, { "CONT", A }, { "CS2R", A }, { "CSET", A }, { "CSETP", A },
    { "CSMTEST", A },
    { "DADD", D }, { "DEPBAR", A }, { "DFMA", D }, { "DMMA", A }, { "DMNMX", D },
    { "DMUL", D }, { "DSET", D }, { "DSETP", D },
    { "ELECT", A }, { "ENDCOLLECTIVE", A }, { "ERRBAR", A },
    { "EXIT", WS_UNIT_EXIT, WS_SPACE_NONE, WS_MEMOP_NONE },
    { "F2F", A }, { "F2FP", A }, { "F2I", A }, { "F2IP", A }, { "FADD", A },
    { "FADD32I", A }, { "FCHK", A }, { "FCMP", A }, { "FENCE", A }, { "FFMA", A },
    { "FFMA32I", A }, { "FLO", A }, { "FMNMX", A }, { "FMUL", A }, { "FMUL32I", A },
    { "FRND", A }, { "FSEL", A }, { "FSET", A }, { "FSETP", A }, { "FSWZ", A },
    { "FSWZADD", A },
    { "GETCRSPTR", A }, { "GETLMEMBASE", A },
    { "HADD2", A }, { "HADD2_32I", A }, { "HFMA2", A }, { "HFMA2_32I", A },
    { "HGMMA", A }, { "HMMA", A }, { "HMNMX2", A }, { "HMUL2", A }, { "HMUL2_32I", A },
    { "HSET2", A }, { "HSETP2", A },
    { "I2F", A }, { "I2FP", A }, { "I2I", A }, { "I2IP", A }, { "IABS", A },
    { "IADD", A }, { "IADD3", A }, { "IADD32I", A }, { "ICMP", A }, { "IDE", A },
    { "IDP", A }, { "IDP4A", A }, { "IGMMA", A }, { "IMAD", A }, { "IMAD32I", A },
    { "IMADSP", A }, { "IMMA", A }, { "IMNMX", A }, { "IMUL", A }, { "IMUL32I", A },
    { "IPA", A }, { "ISAD", A }, { "ISBERD", A }, { "ISCADD", A }, { "ISCADD32I", A },
    { "ISET", A }, { "ISETP", A }, { "ISUB", A },
    { "JCAL", A }, { "JMP", A }, { "JMX", A }, { "JMXU", A },
    { "KILL", A },
    { "LD", MG(LOAD) }, { "LDC", MC }, { "LDG", MG(LOAD) }, { "LDGDEPBAR", A },
    { "LDGSTS", MG(LOAD) }, { "LDL", ML(LOAD) }, { "LDS", MS(LOAD) }, { "LDSLK", MS(LOAD) },
    { "LDSM", MS(LOAD) }, { "LDS_LDU", MS(LOAD) }, { "LDU", MG(LOAD) },
    { "LD_LDU", MG(LOAD) }, { "LEA", A }, { "LEA_HI", A }, { "LEPC", A }, { "LOP", A },
    { "LOP3", A }, { "LOP32I", A },
    { "MATCH", A }, { "MEMBAR", A }, { "MOV", A }, { "MOV32I", A }, { "MOVM", A },
    { "MUFU", S },
    { "NANOSLEEP", A }, { "NOP", A },
    { "OUT", A },
    { "P2R", A }, { "PBK", A }, { "PCNT", A }, { "PEXIT", A }, { "PLOP3", A },
    { "PMTRIG", A }, { "POPC", A }, { "PRET", A }, { "PRMT", A }, { "PSET", A },
    { "PSETP", A },
    { "QGMMA", A }, { "QSPC", A },
    { "R2B", A }, { "R2P", A }, { "R2UR", A }, { "RED", MG(ATOMIC) },
    { "REDG", MG(ATOMIC) }, { "REDUX", A }, { "RET", A }, { "RPCMOV", A }, { "RRO", S },
    { "RTT", A },
    { "S2R", A }, { "S2UR", A }, { "SEL", A }, { "SETCRSPTR", A }, { "SETCTAID", A },
    { "SETLMEMBASE", A },
    { "SGXT", A }, { "SHF", A }, { "SHFL", A }, { "SHL", A }, { "SHR", A },
    { "SSY", A }, { "ST", MG(STORE) }, { "STAS", MS(STORE) }, { "STG", MG(STORE) },
    { "STL", ML(STORE) }, { "STS", MS(STORE) }, { "STSCUL", MS(STORE) },
    { "STSM", MS(STORE) },
    { "SUATOM", MG(ATOMIC) }, { "SUBFM", A }, { "SUCLAMP", A }, { "SUEAU", A },
    { "SULD", MG(LOAD) }, { "SULDGA", MG(LOAD) }, { "SUQUERY", A },
    { "SURED", MG(ATOMIC) }, { "SUST", MG(STORE) }, { "SUSTGA", MG(STORE) }, { "SYNC", A },
    { "SYNCS", A },
    { "TEX", MT }, { "TEXS", MT }, { "TLD", MT }, { "TLD4", MT }, { "TLD4S", MT },
    { "TLDS", MT }, { "TMML", MT }, { "TXD", MT }, { "TXQ", MT },
    { "UBLKCP", MG(LOAD) }, { "UBMSK", A }, { "UBREV", A }, { "UCGABAR_ARV", A },
    { "UCGABAR_WAIT", A }, { "UCLEA", A }, { "UF2FP", A }, { "UFLO", A }, { "UIADD3", A },
    { "UIMAD", A }, { "UIMNMX", A }, { "UISETP", A }, { "ULDC", MC }, { "ULEA", A },
    { "ULOP", A }, { "ULOP3", A }, { "ULOP32I", A }, { "UMOV", A }, { "UP2UR", A },
    { "UPLOP3", A }, { "UPOPC", A }, { "UPRMT", A }, { "UPSETP", A }, { "UR2UP", A },
    { "USEL", A }, { "USETMAXREG", A }, { "USGXT", A }, { "USHF", A }, { "USHL", A },
    { "USHR", A }, { "UTMACCTL", A }, { "UTMACMDFLUSH", A }, { "UTMALDG", MG(LOAD) },
    { "UTMAPF", A }, { "UTMASTG", MG(STORE) },
    { "VABSDIFF", A }, { "VABSDIFF4", A }, { "VADD", A }, { "VHMNMX", A },
    { "VIADD", A }, { "VIADDMNMX", A }, { "VIMNMX", A }, { "VIMNMX3", A }, { "VMAD", A },
    { "VMNMX", A }, { "VOTE", A }, { "VOTEU", A }, { "VOTE_VTG", A }, { "VSET", A },
    { "VSETP", A }, { "VSHL", A }, { "VSHR", A },
    { "WARPGROUP", A }, { "WARPGROUPDEPBAR", A }, { "WARPSYNC", A },
    { "XMAD", A },
    { "YIELD", A },
};

#undef A
#undef S
#undef D
#undef MG
#undef ML
#undef MS
#undef MC
#undef MT

static int opcode_cmp(const void *key, const void *elem)
{
    return strcmp(key, ((const struct ws_opcode_def *)elem)->name);
}

/* Bytes per lane from the modifiers: .128 16, .64 8, .U8/.S8 1, .U16/.S16 2, else 4. */
static uint8_t opcode_width(const char *mods)
{
    uint8_t w = 4;
    for (const char *p = mods; p && *p; ) {
        const char *e = strchr(p, '.');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n == 3 && !memcmp(p, "128", 3))
            w = 16;
        else if (n == 2 && !memcmp(p, "64", 2))
            w = 8;
        else if (n == 2 && (!memcmp(p, "U8", 2) || !memcmp(p, "S8", 2)))
            w = 1;
        else if (n == 3 && (!memcmp(p, "U16", 3) || !memcmp(p, "S16", 3)))
            w = 2;
        p = e ? e + 1 : NULL;
    }
    return w;
}

bool ws_opcode_classify(const char *text, uint8_t *unit, uint8_t *space, uint8_t *memop,
                        uint8_t *width)
{
    char first[32];
    size_t n = strcspn(text, ". \t");
    const struct ws_opcode_def *d = NULL;
    if (n > 0 && n < sizeof first) {
        memcpy(first, text, n);
        first[n] = '\0';
        d = bsearch(first, ws_opcode_table, sizeof ws_opcode_table / sizeof ws_opcode_table[0],
                    sizeof ws_opcode_table[0], opcode_cmp);
    }
    if (!d) {
        *unit = WS_UNIT_ALU;
        *space = WS_SPACE_NONE;
        *memop = WS_MEMOP_NONE;
        *width = 0;
        return false;
    }
    *unit = d->unit;
    *space = d->space;
    *memop = d->memop;
    *width = d->unit == WS_UNIT_MEM ? opcode_width(text[n] == '.' ? text + n + 1 : NULL) : 0;
    return true;
}

/* For the tests: the table's size and i-th name (NULL past the end). */
const char *ws_opcode_table_name(size_t i)
{
    return i < sizeof ws_opcode_table / sizeof ws_opcode_table[0] ? ws_opcode_table[i].name
                                                                  : NULL;
}
