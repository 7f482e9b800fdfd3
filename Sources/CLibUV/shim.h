#ifndef SCROLLSIM_CLIBUV_SHIM_H
#define SCROLLSIM_CLIBUV_SHIM_H
#include <uv.h>
#include <sys/timerfd.h>
#endif
