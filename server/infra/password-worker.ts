// The entry point of the password-strength thread (server/infra/password-pool.ts): the estimator
// and its dictionaries live here, not in the server's heap, and an estimate never blocks the loop.
// Its parts are imported here rather than on first use: starting this thread is what loads them
// (PasswordPool.warm), and the thread exists only to hold them.
import * as core from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as fr from '@zxcvbn-ts/language-fr';
import * as blocklist from '#domain/common-passwords';
import * as danish from '#domain/danish-common-words';
import { buildEstimator, type PasswordStrength } from '#domain/password-strength';

export interface PasswordTask {
  password: string;
  /** The account's email address and name: words an attacker would try first. */
  userInputs: string[];
}

const estimate = buildEstimator({ core, common, en, de, es, fr, danish, blocklist });

export default function estimateInWorker(task: PasswordTask): PasswordStrength {
  return estimate(task.password, task.userInputs);
}
