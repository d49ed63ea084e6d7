"""The rule sentences of carto_ui.rulestext in French, German and Italian; writes rules_<code>.txt.

    python tools/rulestable.py

Lines 0-15 (the base game's edicts) are the rulebooks' own texts: French and
Italian from their editions' scoring-card glossaries, German from "Der
Kartograph"'s glossary (pages 10-11), as ../shared/rules prints them, joined
into one line and with the corrections listed in docs/languages.md. Lines
16-43 (the Heroes edicts, the card and ambush sentences) have no rulebook in
these languages: they are this project's translations of rules.txt.
"""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FR = (
    # 0-15: the French rulebook (Sentinel Wood ... The Cauldrons).
    "Gagnez une Étoile de Réputation pour chaque case Forêt adjacente au bord de la Carte.",
    "Gagnez une Étoile de Réputation pour chaque case Forêt entourée des quatre côtés par des"
    " cases remplies ou le bord de la Carte.",
    "Gagnez une Étoile de Réputation pour chaque ligne et colonne avec au moins une case Forêt."
    " La même case Forêt peut compter pour une rangée et une colonne.",
    "Gagnez trois Étoiles de Réputation pour chaque case Montagne connectée à une autre case"
    " Montagne par un Groupe de cases Forêt.",
    "Gagnez une Étoile de Réputation pour chaque case Eau adjacente à au moins une case Champs."
    " Gagnez une Étoile de Réputation pour chaque case Champs adjacente à au moins une case Eau.",
    "Gagnez une Étoile de Réputation pour chaque case Eau adjacente à une case Ruine. Gagnez"
    " trois Étoiles de Réputation pour chaque case Champs sur une case Ruines.",
    "Gagnez deux Étoiles de Réputation pour chaque case Eau adjacente à une case Montagne."
    " Gagnez une Étoile de Réputation pour chaque case Champs adjacente à une case Montagne.",
    "Gagnez trois Étoiles de Réputation pour chaque Groupe de cases Champs non adjacents à une"
    " case Eau ou au bord de la Carte. Gagnez trois Étoiles de Réputation pour chaque Groupe de"
    " cases Eau non adjacents à une case Champs ou au bord de la Carte.",
    "Gagnez huit Étoiles de Réputation pour chaque Groupe de six Villages ou plus.",
    "Gagnez trois Étoiles de Réputation pour chaque Groupe de Villages adjacents à trois types"
    " de terrain différents ou plus.",
    "Gagnez une Étoile de Réputation pour chaque case Village dans le plus grand Groupe de"
    " Village non adjacents à une case Montagne.",
    "Gagnez deux Étoiles de Réputation pour chaque case Village dans le deuxième plus grand"
    " Groupe de Village.",
    "Gagnez six Étoiles de Réputation pour chaque ligne ou colonne complète (cases remplies).",
    "Gagnez trois Étoiles de Réputation pour chaque ligne diagonale complète (cases remplies)"
    " qui touche les bords gauche et inférieur de la Carte.",
    "Gagnez trois Étoiles de Réputation pour chaque case d'un côté du plus grand carré de cases"
    " remplies (ex : un carré de 4x4 = 12 Étoiles).",
    "Gagnez une Étoile de Réputation pour chaque case vide entourée des quatre côtés par des"
    " cases remplies ou le bord de la Carte.",
    # 16-31: Heroes edicts (this project's translation).
    "2 Étoiles par case Forêt de la plus longue colonne ininterrompue de cases Forêt.",
    "6 Étoiles par Groupe de cinq cases Forêt ou plus adjacent à aucune case Village.",
    "2 Étoiles par case Forêt entourée des quatre côtés par des cases Forêt ou le bord de la"
    " Carte.",
    "4 Étoiles par ligne contenant trois cases Forêt ou plus.",
    "7 Étoiles par Groupe de cases Champs adjacent à trois cases Eau ou plus.",
    "4 Étoiles par case Eau adjacente à deux cases Champs ou plus.",
    "5 Étoiles par case Montagne reliée à une case Champs par un Groupe de cases Eau.",
    "4 Étoiles par colonne contenant autant de cases Champs que de cases Eau, au moins une de"
    " chaque.",
    "7 Étoiles par Groupe de cases Village contenant quatre cases alignées (4x1 ou 1x4).",
    "Choisissez un Groupe de cases Village : 1 Étoile par case vide adjacente à ce Groupe.",
    "6 Étoiles par Groupe de cases Village contenant quatre cases Village en carré 2x2.",
    "Choisissez un Groupe de cases Village : 1 Étoile par ligne et par colonne contenant une"
    " case de ce Groupe.",
    "7 Étoiles par ligne ou colonne complète (cases remplies) contenant une case Montagne.",
    "10 Étoiles par colonne impaire complète (cases remplies).",
    "4 Étoiles par ligne de cases remplies contenant cinq types de terrain différents ou plus.",
    "4 Étoiles par Groupe d'exactement trois cases vides entourées de tous côtés par des cases"
    " remplies ou le bord de la Carte.",
    # 32-44: cards and ambushes (this project's translation).
    "Choisissez un terrain et une forme et dessinez-la n'importe où sur des cases vides (les"
    " Ruines conviennent) ; tournez-la ou retournez-la librement. Une forme avec une Pièce"
    " rapporte 1 Pièce. Si aucune forme ne rentre, dessinez plutôt une case 1x1 du terrain de"
    " votre choix.",
    "Dessinez une case 1x1 d'un des terrains montrés, n'importe où sur une case vide.",
    "Ruines : la carte Exploration suivante doit être dessinée sur une case Ruine vide. Si"
    " c'est impossible, ou s'il n'en reste aucune, dessinez plutôt une case 1x1 du terrain de"
    " votre choix n'importe où. Temps 0.",
    "Chaque joueur passe sa carte au voisin indiqué par la flèche ; le voisin y dessine le"
    " monstre. S'il ne rentre pas, il dessine un Monstre 1x1 n'importe où.",
    "À chaque fin de saison, vous perdez 1 Étoile par case vide voisine d'une case Monstre (une"
    " fois par case).",
    "Dragon : quand toutes ses cases sont entourées ou détruites, gagnez 3 Pièces.",
    "Zombie : après le décompte de chaque saison, dessinez un zombie sur chaque case vide"
    " adjacente à un zombie.",
    "Troll : après le décompte de chaque saison, détruisez une case vide adjacente au troll.",
    "Gorgone : après avoir dessiné la gorgone, détruisez une case adjacente qui n'est pas une"
    " Montagne.",
    "Dessinez le héros en 1x1 n'importe où, puis marquez son motif d'attaque (x) autour ; les"
    " marques peuvent tomber sur des cases remplies ou hors de la carte. Les monstres dans le"
    " motif sont détruits maintenant, et tout monstre dessiné plus tard sur une case marquée"
    " est détruit aussi.",
    "Une case détruite est barrée : elle compte comme remplie mais n'a pas de terrain.",
    # 43: a solo game's ambush.
    "Le monstre est dessiné sans le tourner, depuis ce coin le long des bords dans ce sens,"
    " puis un anneau plus à l'intérieur, jusqu'à ce qu'il rentre. S'il ne rentre nulle part,"
    " la carte est défaussée.",
)

DE = (
    # 0-15: "Der Kartograph", glossary (Schildwald ... Die Kessel).
    "1 Ruhmpunkt für jedes Wald-Feld, das an den Rand grenzt.",
    "1 Ruhmpunkt für jedes Wald-Feld, das ausschließlich an ausgefüllte Felder (und/oder den"
    " Rand) grenzt.",
    "1 Ruhmpunkt für jede Zeile (waagerechte Reihe, A-K) und jede Spalte (horizontale Reihe,"
    " 1-11) mit mindestens 1 Wald-Feld. Jedes Wald-Feld darf dabei sowohl für eine Zeile als"
    " auch eine Spalte gewertet werden.",
    "3 Ruhmpunkte für jedes Gebirgs-Feld, das über 1 Wald-Gebiet mit einem anderen"
    " Gebirgs-Feld verbunden ist. Beide (oder ggf. weitere) Gebirgs-Felder müssen also an"
    " dasselbe Wald-Gebiet angrenzen.",
    "1 Ruhmpunkt für jedes Wasser-Feld, das an mindestens 1 Acker-Feld grenzt. 1 Ruhmpunkt für"
    " jedes Acker-Feld, das an mindestens 1 Wasser-Feld grenzt.",
    "1 Ruhmpunkt für jedes Wasser-Feld, das an 1 Ruinen-Feld grenzt, egal ob dieses ausgefüllt"
    " oder leer ist. 3 Ruhmpunkte für jedes Acker-Feld auf einem Ruinen-Feld.",
    "2 Ruhmpunkte für jedes Wasser-Feld, das an 1 Gebirgs-Feld grenzt. 1 Ruhmpunkt für jedes"
    " Acker-Feld, das an 1 Gebirgs-Feld grenzt.",
    "3 Ruhmpunkte für jedes Acker-Gebiet, das weder an den Rand noch an 1 oder mehrere"
    " Wasser-Felder grenzt. 3 Ruhmpunkte für jedes Wasser-Gebiet, das weder an den Rand noch an"
    " 1 oder mehrere Acker-Felder grenzt.",
    "8 Ruhmpunkte für jedes Dorf-Gebiet, das aus mindestens 6 Dorf-Feldern besteht.",
    "3 Ruhmpunkte für jedes Dorf-Gebiet, das an mindestens 3 unterschiedliche Geländearten"
    " grenzt.",
    "1 Ruhmpunkt für jedes Dorf-Feld in deinem größten Dorf-Gebiet, das nicht an 1 oder"
    " mehrere Gebirgs-Felder grenzt. Das ganze Dorf-Gebiet darf an kein Gebirgs-Feld"
    " angrenzen, um gewertet zu werden.",
    "2 Ruhmpunkte für jedes Feld in deinem zweitgrößten Dorf-Gebiet. Im Falle eines"
    " Gleichstandes um das größte Dorf-Gebiet, erhältst du Ruhmpunkte entsprechend des größten"
    " Gebiets.",
    "6 Ruhmpunkte für jede vollständig ausgefüllte Zeile und jede vollständig ausgefüllte"
    " Spalte.",
    "3 Ruhmpunkte für jede Diagonale vom linken zum unteren Rand, in der alle Felder"
    " ausgefüllt sind. Beginnt dazu bei einem Feld am linken Rand (neben den Buchstaben A bis"
    " K) und folgt der Diagonalen bis zum unteren Rand (1-11). Befinden sich auf dieser"
    " Diagonalen nur ausgefüllte Felder, erhaltet ihr für diese Diagonale 3 Ruhmpunkte. Auch"
    " die aus 1 Feld bestehende Diagonale von K nach 1 wird gezählt.",
    "3 Ruhmpunkte für jede Spalte deines größten, vollständig ausgefüllten Quadrats an"
    " Feldern. Sucht dazu zunächst euer größtes Quadrat mit ausgefüllten Feldern. Für jede"
    " Spalte dieses Quadrats erhaltet ihr 3 Punkte.",
    "1 Ruhmpunkt für jedes leere Feld, das an 4 ausgefüllte Felder (und/oder den Rand) grenzt.",
    # 16-31: Heroes edicts (this project's translation).
    "2 Ruhmpunkte für jedes Wald-Feld in der längsten ununterbrochenen Spalte aus"
    " Wald-Feldern.",
    "6 Ruhmpunkte für jedes Wald-Gebiet aus mindestens 5 Feldern, das an kein Dorf-Feld"
    " grenzt.",
    "2 Ruhmpunkte für jedes Wald-Feld, das an allen vier Seiten an Wald-Felder (und/oder den"
    " Rand) grenzt.",
    "4 Ruhmpunkte für jede Zeile mit mindestens 3 Wald-Feldern.",
    "7 Ruhmpunkte für jedes Acker-Gebiet, das an mindestens 3 Wasser-Felder grenzt.",
    "4 Ruhmpunkte für jedes Wasser-Feld, das an mindestens 2 Acker-Felder grenzt.",
    "5 Ruhmpunkte für jedes Gebirgs-Feld, das über 1 Wasser-Gebiet mit einem Acker-Feld"
    " verbunden ist.",
    "4 Ruhmpunkte für jede Spalte mit gleich vielen Acker- und Wasser-Feldern, mindestens je"
    " 1.",
    "7 Ruhmpunkte für jedes Dorf-Gebiet, das 4 Felder in einer Linie (4x1 oder 1x4) enthält.",
    "Wähle ein Dorf-Gebiet: 1 Ruhmpunkt für jedes leere Feld, das an dieses Gebiet grenzt.",
    "6 Ruhmpunkte für jedes Dorf-Gebiet, das 4 Dorf-Felder in einem 2x2-Quadrat enthält.",
    "Wähle ein Dorf-Gebiet: 1 Ruhmpunkt für jede Zeile und jede Spalte mit einem Feld dieses"
    " Gebiets.",
    "7 Ruhmpunkte für jede vollständig ausgefüllte Zeile oder Spalte, die ein Gebirgs-Feld"
    " enthält.",
    "10 Ruhmpunkte für jede vollständig ausgefüllte ungerade Spalte.",
    "4 Ruhmpunkte für jede ausgefüllte Zeile mit mindestens 5 unterschiedlichen"
    " Geländearten.",
    "4 Ruhmpunkte für jedes Gebiet aus genau 3 leeren Feldern, das an allen Seiten an"
    " ausgefüllte Felder (und/oder den Rand) grenzt.",
    # 32-44: cards and ambushes (this project's translation).
    "Wähle eine Geländeart und eine Form und zeichne sie beliebig auf leere Felder"
    " (Ruinen-Felder sind erlaubt); drehen und spiegeln ist erlaubt. Eine Form mit Münze"
    " bringt 1 Münze. Passt keine Form, zeichne stattdessen ein 1x1-Feld mit beliebigem"
    " Gelände.",
    "Zeichne ein 1x1-Feld mit einer der gezeigten Geländearten auf ein beliebiges leeres Feld.",
    "Ruinen: die nächste Erkundungskarte muss auf ein leeres Ruinen-Feld gezeichnet werden."
    " Geht das nicht oder ist keines mehr frei, zeichne stattdessen ein 1x1-Feld mit"
    " beliebigem Gelände irgendwo. Zeit 0.",
    "Alle geben ihren Plan an den Nachbarn in Pfeilrichtung; dieser zeichnet das Monster"
    " ein. Passt es nicht, zeichnet er ein 1x1-Monster irgendwo.",
    "Am Ende jeder Jahreszeit verlierst du 1 Ruhmpunkt für jedes leere Feld neben einem"
    " Monster-Feld (einmal pro Feld).",
    "Drache: sind alle seine Felder umschlossen oder zerstört, erhältst du 3 Münzen.",
    "Zombie: nach jeder Wertung zeichne einen Zombie in jedes leere Feld neben einem Zombie.",
    "Troll: nach jeder Wertung zerstöre ein leeres Feld neben dem Troll.",
    "Gorgone: nach dem Einzeichnen der Gorgone zerstöre ein angrenzendes Feld, das kein"
    " Gebirge ist.",
    "Zeichne den Helden als 1x1 irgendwo ein, dann markiere sein Angriffsmuster (x) um ihn;"
    " Markierungen dürfen auf ausgefüllte Felder oder außerhalb des Plans fallen. Monster im"
    " Muster werden jetzt zerstört, und jedes später auf ein markiertes Feld gezeichnete"
    " Monster ebenso.",
    "Ein zerstörtes Feld wird durchgestrichen: es gilt als ausgefüllt, hat aber kein"
    " Gelände.",
    # 43: a solo game's ambush.
    "Das Monster wird ungedreht gezeichnet, ab dieser Ecke entlang des Rands in dieser"
    " Richtung, dann einen Ring weiter innen, bis es passt. Passt es nirgends, wird die Karte"
    " abgelegt.",
)

IT = (
    # 0-15: the Italian rulebook (Sentinel Wood ... The Cauldrons).
    "Guadagni una Stella Reputazione per ogni spazio Foresta adiacente ai bordi della mappa.",
    "Guadagni una Stella Reputazione per ogni spazio Foresta circondato e pieno in tutti e"
    " quattro i lati ortogonali, oppure sul bordo della mappa.",
    "Guadagni una Stella Reputazione per ogni riga e colonna con almeno uno spazio Foresta."
    " Lo stesso spazio Foresta può essere considerato per la riga e per la colonna.",
    "Guadagni tre Stelle Reputazione per ogni spazio Montagna connesso ad un altro spazio"
    " Montagna da un gruppo di spazi di Foresta.",
    "Guadagni una Stella Reputazione per ogni spazio Acqua adiacente ad almeno uno spazio"
    " Fattoria. Guadagni una Stella Reputazione per ogni spazio Fattoria adiacente ad almeno"
    " uno spazio Acqua.",
    "Guadagni una Stella Reputazione per ogni spazio Acqua adiacente ad uno spazio Rovine."
    " Guadagni tre Stelle Reputazione per ogni spazio Fattoria sopra uno spazio Rovine.",
    "Guadagni due Stelle Reputazione per ogni spazio Acqua adiacente ad uno spazio Montagna."
    " Guadagni una Stella Reputazione per ogni spazio Fattoria adiacente ad uno spazio"
    " Montagna.",
    "Guadagni tre Stelle Reputazione per ogni gruppo di spazi Fattoria non adiacente ad uno"
    " spazio Acqua oppure ad un lato della mappa. Guadagni tre Stelle Reputazione per ogni"
    " gruppo di spazi Acqua non adiacente ad uno spazio Fattoria oppure ad un lato della"
    " mappa.",
    "Guadagni otto Stelle Reputazione per ogni gruppo di sei o più spazi Villaggio.",
    "Guadagni tre Stelle Reputazione per ogni gruppo di spazi Villaggio adiacente a tre o più"
    " tipologie diverse di terreno.",
    "Guadagni una Stella Reputazione per ogni spazio Villaggio nel gruppo più grande di spazi"
    " Villaggio che non sia adiacente ad uno spazio Montagna.",
    "Guadagni due Stelle Reputazione per ogni spazio Villaggio nel secondo gruppo più grande di"
    " spazi Villaggio.",
    "Guadagni sei Stelle Reputazione per ogni riga o colonna di spazi completati.",
    "Guadagni tre Stelle Reputazione per ogni linea diagonale di spazi completati che unisce il"
    " lato sinistro e quello in basso della mappa.",
    "Guadagni tre Stelle Reputazione per ogni spazio che compone il lato del quadrato più"
    " grande di spazi riempiti.",
    "Guadagni una Stella Reputazione per ogni spazio vuoto circondato su quattro lati da spazi"
    " riempiti oppure dai lati della mappa.",
    # 16-31: Heroes edicts (this project's translation).
    "2 Stelle per ogni spazio Foresta nella colonna ininterrotta più lunga di spazi Foresta.",
    "6 Stelle per ogni gruppo di cinque o più spazi Foresta non adiacente a nessuno spazio"
    " Villaggio.",
    "2 Stelle per ogni spazio Foresta circondato sui quattro lati da spazi Foresta o dal bordo"
    " della mappa.",
    "4 Stelle per ogni riga che contiene tre o più spazi Foresta.",
    "7 Stelle per ogni gruppo di spazi Fattoria adiacente a tre o più spazi Acqua.",
    "4 Stelle per ogni spazio Acqua adiacente a due o più spazi Fattoria.",
    "5 Stelle per ogni spazio Montagna collegato a uno spazio Fattoria da un gruppo di spazi"
    " Acqua.",
    "4 Stelle per ogni colonna con lo stesso numero di spazi Fattoria e Acqua, almeno uno per"
    " tipo.",
    "7 Stelle per ogni gruppo di spazi Villaggio che contiene quattro spazi in linea (4x1 o"
    " 1x4).",
    "Scegli un gruppo di spazi Villaggio: 1 Stella per ogni spazio vuoto adiacente a quel"
    " gruppo.",
    "6 Stelle per ogni gruppo di spazi Villaggio che contiene quattro spazi Villaggio in un"
    " quadrato 2x2.",
    "Scegli un gruppo di spazi Villaggio: 1 Stella per ogni riga e colonna che contiene uno"
    " spazio di quel gruppo.",
    "7 Stelle per ogni riga o colonna completa di spazi riempiti che contiene uno spazio"
    " Montagna.",
    "10 Stelle per ogni colonna dispari completa di spazi riempiti.",
    "4 Stelle per ogni riga di spazi riempiti che contiene cinque o più tipi di terreno"
    " diversi.",
    "4 Stelle per ogni gruppo di esattamente tre spazi vuoti circondato su tutti i lati da"
    " spazi riempiti o dal bordo della mappa.",
    # 32-44: cards and ambushes (this project's translation).
    "Scegli un terreno e una forma e disegnala ovunque su spazi vuoti (gli spazi Rovine vanno"
    " bene); puoi ruotarla o capovolgerla. Una forma con una moneta dà 1 moneta. Se nessuna"
    " forma entra, disegna invece uno spazio 1x1 di qualsiasi terreno.",
    "Disegna uno spazio 1x1 di uno dei terreni mostrati, ovunque su uno spazio vuoto.",
    "Rovine: la prossima carta Esplorazione va disegnata su uno spazio Rovine vuoto. Se non si"
    " può, o non ne restano, disegna invece uno spazio 1x1 di qualsiasi terreno ovunque."
    " Tempo 0.",
    "Ogni giocatore passa la sua mappa al vicino indicato dalla freccia, che vi disegna il"
    " mostro. Se non entra, disegna un Mostro 1x1 ovunque.",
    "A ogni fine stagione perdi 1 Stella per ogni spazio vuoto vicino a uno spazio Mostro (una"
    " volta per spazio).",
    "Drago: quando tutti i suoi spazi sono circondati o distrutti, guadagni 3 monete.",
    "Zombi: dopo il punteggio di ogni stagione, disegna uno zombi in ogni spazio vuoto"
    " adiacente a uno zombi.",
    "Troll: dopo il punteggio di ogni stagione, distruggi uno spazio vuoto adiacente al troll.",
    "Gorgone: dopo aver disegnato la gorgone, distruggi uno spazio adiacente che non sia una"
    " Montagna.",
    "Disegna l'eroe come 1x1 ovunque, poi segna il suo schema d'attacco (x) intorno; i segni"
    " possono cadere su spazi riempiti o fuori mappa. I mostri nello schema sono distrutti"
    " ora, e ogni mostro disegnato dopo su uno spazio segnato è distrutto anch'esso.",
    "Uno spazio distrutto è barrato: conta come riempito ma non ha terreno.",
    # 43: a solo game's ambush.
    "Il mostro è disegnato senza ruotarlo, da quell'angolo lungo i bordi in quel verso, poi un"
    " anello più all'interno, finché entra. Se non entra da nessuna parte, la carta è"
    " scartata.",
)

TEXTS = {"fr": FR, "de": DE, "it": IT}


def write(folder=None):
    folder = folder or os.path.join(ROOT, "lib", "carto_ui")
    for code, lines in TEXTS.items():
        with open(os.path.join(folder, "rules_%s.txt" % code), "w", encoding="utf-8",
                  newline="\n") as f:
            f.write("".join(line + "\n" for line in lines))


if __name__ == "__main__":
    write()
    print(", ".join("%s %d lines" % (code, len(lines)) for code, lines in TEXTS.items()))
