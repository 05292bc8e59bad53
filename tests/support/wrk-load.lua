-- bench:server's detection load, run by wrk (tests/support/wrk-load.ts). Arguments after "--": files holding the request
-- bodies (one per API key), sent in turn over the connections wrk keeps alive. When the run ends it prints one line of
-- totals and one of the latency histogram (microseconds:count pairs), which the bench merges across instances.
local bodies = {}
local sent = 0

init = function(args)
  for _, file in ipairs(args) do
    local handle = assert(io.open(file, "rb"))
    bodies[#bodies + 1] = handle:read("*a")
    handle:close()
  end
end

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"

request = function()
  sent = sent + 1
  return wrk.format(nil, nil, nil, bodies[(sent % #bodies) + 1])
end

done = function(summary, latency)
  local errors = summary.errors
  io.write(string.format("totals %d %d %d %d\n", summary.requests, summary.duration,
    errors.status, errors.connect + errors.read + errors.write + errors.timeout))
  local buckets = {}
  for i = 1, #latency do
    local microseconds, count = latency(i)
    buckets[#buckets + 1] = string.format("%d:%d", microseconds, count)
  end
  io.write("latency " .. table.concat(buckets, " ") .. "\n")
end
