import { ApiError, CODE } from '../http/envelope';

/**
 * A refused value of one field: code 400 with `field: problem` (docs/api-decisions.md), which the console
 * shows beside that field; an import row keeps the problem alone as its result.
 */
export class FieldProblem extends ApiError {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(CODE.badRequest, `${field}: ${problem}`);
  }
}
