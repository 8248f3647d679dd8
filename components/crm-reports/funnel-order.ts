/**
 * The stages in the order a funnel draws them: widest at the top. The steps are counted on their
 * own over the range (more customers may be taken on than leads converted), so in process order a
 * wider stage could sit under a narrower one and the shape would claim a flow the figures lack.
 * Equal figures keep their process order.
 */
export function funnelOrder<S extends { value: number }>(stages: readonly S[]): S[] {
  return stages
    .map((stage, index) => ({ stage, index }))
    .sort((a, b) => b.stage.value - a.stage.value || a.index - b.index)
    .map(({ stage }) => stage);
}
