import type { ApiFailure, ApiShape } from "@boleteria/core"
import type * as Effect from "effect/Effect"
import { useRef, useState, type FormEvent, type RefObject } from "react"
import { focusFirstInvalid, type FormState } from "./useFormState.js"

/** What goes on the <form> that useFormSubmit submits. */
export interface FormSubmitProps {
  readonly ref: RefObject<HTMLFormElement | null>
  readonly noValidate: true
  readonly onSubmit: (event: FormEvent) => void
}

/** A form's call as its end shows it: its button waits while it runs, its failure shows in place. */
export interface FormCall {
  readonly isRunning: boolean
  readonly failure: ApiFailure | null
}

type ApiCall<A> = (api: ApiShape) => Effect.Effect<A, ApiFailure>

interface Steps<Values, A> {
  /** The call the checked values make, or null when core's rules would not make a request of them. */
  readonly send: (values: Values) => ApiCall<A> | null
  /**
   * What follows the answer: the values the form starts afresh from (its `done` notice shows until the
   * shopper changes one), or nothing when the page moves on. `sent`: the values the call was made of.
   */
  readonly then: (answer: A, sent: Values) => Values | void
}

/**
 * The submit of a form that calls the server: every message shows and, with one, the focus goes to the
 * first field that has it (WCAG 3.3.1); otherwise the call goes out through `action` (which keeps its
 * failure to show). `props` go on the <form>.
 */
export const useFormSubmit = <Values, Field extends string, A>(
  form: FormState<Values, Field>,
  action: { readonly run: <B>(call: ApiCall<B>) => Promise<B | null> },
  { send, then }: Steps<Values, A>,
) => {
  const element = useRef<HTMLFormElement | null>(null)
  const [doneWith, setDoneWith] = useState<Values | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setDoneWith(null)
    const sent = form.values
    const call = form.submit() ? send(sent) : null
    if (call === null) return focusFirstInvalid(element.current)
    const answer = await action.run(call)
    // A `then` that returns nothing leaves the form as it is (void is undefined at run time).
    const next = answer === null ? undefined : (then(answer, sent) as Values | undefined)
    if (next === undefined) return
    form.reset(next)
    setDoneWith(next)
  }
  const props: FormSubmitProps = { ref: element, noValidate: true, onSubmit: (event) => void submit(event) }
  return {
    props,
    /** The last submit succeeded and nothing was changed since. */
    done: doneWith !== null && doneWith === form.values,
  }
}
