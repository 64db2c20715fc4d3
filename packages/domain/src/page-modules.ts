/**
 * The id of the `<template>` in which the server lists a rendered page's chunks as modulepreload
 * links, inert until the app's first script starts the app (decision 057). A file of its own: the
 * first script imports it, and no chunk of the app should import that script.
 */
export const PAGE_MODULES_ID = 'page-modules';
