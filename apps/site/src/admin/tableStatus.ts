/**
 * A query's state in DataTable's terms. An error wins over stale rows, so a
 * failed refresh shows; retrying it shows the loading row again.
 */
export function tableStatus(query: {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}): "loading" | "error" | "ready" {
  if (query.isPending || (query.isError && query.isFetching)) return "loading";
  if (query.isError) return "error";
  return "ready";
}
