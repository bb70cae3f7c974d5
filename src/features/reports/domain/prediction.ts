import type { DiseaseCode } from './codes'
import type { OptionalBloodField } from './ranges'
import type { ReportValues } from './values'

/**
 * The diseases a premium report predicts (S2 intro: ten diseases, from checkup results) and the
 * optional blood values each needs (at least one of them; none listed: the required values
 * suffice). Decision 020a.
 */
export const PREDICTIONS: readonly {
  disease: DiseaseCode
  needs: readonly OptionalBloodField[]
}[] = [
  { disease: 'stroke', needs: [] },
  { disease: 'heart', needs: [] },
  { disease: 'hypertension', needs: [] },
  { disease: 'dementia', needs: [] },
  { disease: 'stomach', needs: [] },
  { disease: 'colorectal', needs: [] },
  { disease: 'lung', needs: [] },
  { disease: 'diabetes', needs: ['blds'] },
  { disease: 'hyperlipidemia', needs: ['totChole', 'triglyceride', 'hdlChole', 'ldlChole'] },
  { disease: 'liver', needs: ['sgotAst', 'sgptAlt', 'gammaGtp'] },
]

/**
 * The diseases a report can predict for these values: a disease already diagnosed (hchk) is not
 * predicted, nor one whose blood values were all left empty. An empty list is the 407 of S2 §8
 * ('no predictable disease').
 */
export function predictableDiseases(
  values: Pick<ReportValues, 'hchk' | OptionalBloodField>,
): DiseaseCode[] {
  const diagnosed = new Set(values.hchk.split(','))
  return PREDICTIONS.filter(
    (p) =>
      !diagnosed.has(p.disease) &&
      (p.needs.length === 0 || p.needs.some((field) => values[field] !== null)),
  ).map((p) => p.disease)
}
