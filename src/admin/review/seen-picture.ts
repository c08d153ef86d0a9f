/**
 * Issue 29, "no approval without seeing": a picture in the review dialog or the bulk grid, once it has
 * loaded, is reported to the server as shown to this reviewer (adminWorkflows.reviewShown). Approve waits
 * for that report: the server refuses an approval of a picture without it.
 */
import { useCallback, useState } from "react";
import { trpc } from "../../trpc";
import type { ImageState } from "./ZoomableImage";

/** The picture is loading, failed to load, loaded and being reported, reported (shown), or loaded but not recorded. */
export type SeenState = ImageState | "reporting" | "shown" | "unrecorded";

export function useSeenPicture(target: { module: string; id: number } | null, picture: string | null) {
  const utils = trpc.useUtils();
  const [state, setState] = useState<SeenState>("loading");
  const module = target?.module ?? "";
  const id = target?.id ?? 0;
  const onImage = useCallback(
    async (image: ImageState) => {
      if (image !== "loaded" || !picture) return setState(image);
      setState("reporting");
      try {
        await utils.client.adminWorkflows.reviewShown.mutate({ module, id, picture });
        setState("shown");
      } catch {
        setState("unrecorded");
      }
    },
    [utils, module, id, picture],
  );
  return { state, onImage };
}
