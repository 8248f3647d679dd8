'use client';

import { createContext, useContext } from 'react';

/**
 * The values a form fixes rather than offers (the parent's key in a child tab): inputs that depend
 * on another field's value read it here when that field is not an input of the form.
 */
export const FormFixedValues = createContext<Readonly<Record<string, string>>>({});

export const useFormFixedValues = () => useContext(FormFixedValues);
