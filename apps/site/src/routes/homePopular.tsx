import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { HOME_POPULAR_COUNT, popularQuery } from "@sinema/api";
import { PopularSection, type PopularMediaType } from "@sinema/ui";
import { api } from "../api";
import { toCard } from "../content/cards";

/** SPEC.md "Home": the popular block, 8 titles, films or series. */
export default function HomePopular() {
  const [mediaType, setMediaType] = useState<PopularMediaType>("movie");
  const popular = useQuery(popularQuery(api, mediaType, HOME_POPULAR_COUNT));
  return (
    <PopularSection
      mediaType={mediaType}
      onMediaTypeChange={setMediaType}
      status={popular.isPending ? "loading" : popular.isError ? "error" : "ready"}
      items={(popular.data ?? []).map((item) => toCard(item))}
      onRetry={() => void popular.refetch()}
    />
  );
}
