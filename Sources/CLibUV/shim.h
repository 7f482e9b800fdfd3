#ifndef SCROLLSIM_CLIBUV_SHIM_H
#define SCROLLSIM_CLIBUV_SHIM_H
#include <uv.h>
#if defined(__linux__)
#include <sys/timerfd.h>
#endif
#endif
